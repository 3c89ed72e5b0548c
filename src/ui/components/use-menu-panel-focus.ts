import { useRef, type FocusEvent } from 'react';

/**
 * Focus for a card whose ActionMenu item opens an inline panel (Cancel, Propose a new time, Rate): the menu puts focus
 * back on its button when it closes, after the panel has mounted; when that happens, focus moves on into the panel (a
 * chosen star, else its first field, or its question), as it would from the panel's own opener. Keep / Cancel in the
 * panel (`backToMenu`) gives focus back to the menu's button.
 */
export function useMenuPanelFocus() {
  const panelRef = useRef<HTMLDivElement>(null);
  const menuBoxRef = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  return {
    panelRef,
    /** Around the menu's button. */
    menuBoxRef,
    /** The panel was closed without an outcome (Keep): focus back on the menu's button. */
    backToMenu: () => {
      pending.current = false;
      menuBoxRef.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus();
    },
    /** A menu item opened a panel: the next return of focus to the menu's button goes on into it. */
    after: () => {
      pending.current = true;
    },
    /** On the element around the menu's button (onFocusCapture). */
    onTriggerFocus: (event: FocusEvent<HTMLElement>) => {
      if (!pending.current || event.target.getAttribute('aria-haspopup') !== 'menu') return;
      pending.current = false;
      const panel = panelRef.current;
      (panel?.querySelector<HTMLElement>('input[type="radio"]:checked') ?? panel?.querySelector<HTMLElement>('textarea, input, select, [tabindex="-1"]'))?.focus();
    },
    /** The panel closed: nothing to move focus into. */
    reset: () => {
      pending.current = false;
    },
  };
}
