import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './class-names';
import './tabs.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** How many the tab holds, shown beside its label (and read with it). */
  count?: number;
}

export interface TabsProps<T extends string> {
  /** The tab list's name (what the tabs switch between). */
  label: string;
  tabs: readonly TabItem<T>[];
  /** The selected tab: the caller keeps it (in the URL, so a reload keeps it). */
  value: T;
  onChange: (id: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA tabs pattern: a tablist whose selected tab alone is in the Tab order (roving tabindex); Left
 * and Right arrows (wrapping), Home and End move to a tab and select it; the panel is labelled by its tab and takes the
 * focus next. Only the selected panel is rendered.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, children, className }: TabsProps<T>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === value);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index >= last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index <= 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onChange(next.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  }

  return (
    <div className={classNames('tabs', className)}>
      <div ref={list} role="tablist" aria-label={label} className="tabs-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="tabs-tab"
              aria-selected={selected}
              // The one panel there is belongs to the selected tab.
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
              {/* The space separates label and count in its name ('Past 5'); the flex row does not draw it. */}
              {tab.count !== undefined && <> <span className="tabs-count">{tab.count}</span></>}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} tabIndex={0} className="tabs-panel">
        {children}
      </div>
    </div>
  );
}
