import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { classNames } from './class-names';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  /** Destroys or cancels something: drawn in the danger colour, and last. */
  danger?: boolean;
  disabled?: boolean;
}

/**
 * The secondary actions of a card or row behind one "More" button (Radix's menu: arrow keys, typeahead, Escape,
 * focus back on the button). `label` names the button after what it acts on ('More actions for Algebra basics').
 */
export function ActionMenu({ label, actions, defaultOpen }: { label: string; actions: MenuAction[]; /** Open at first (the catalogue shows it open). */ defaultOpen?: boolean }) {
  const ordered = [...actions.filter((a) => !a.danger), ...actions.filter((a) => a.danger)];
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="icon-button quiet" aria-label={label} title={label}>
          <MoreHorizontal aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={4} collisionPadding={8}>
          {ordered.map((action, index) => (
            <MenuItem key={action.label} action={action} separated={action.danger === true && index > 0 && ordered[index - 1]?.danger !== true} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MenuItem({ action, separated }: { action: MenuAction; separated: boolean }) {
  return (
    <>
      {separated && <DropdownMenu.Separator className="menu-separator" />}
      <DropdownMenu.Item className={classNames('menu-item', action.danger && 'danger')} disabled={action.disabled} onSelect={action.onSelect}>
        {action.icon && <span className="menu-item-icon" aria-hidden="true">{action.icon}</span>}
        {action.label}
      </DropdownMenu.Item>
    </>
  );
}
