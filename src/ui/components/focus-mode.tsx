import { createContext, useContext, useEffect, type Dispatch, type ReactNode, type SetStateAction } from 'react';

/**
 * Full-focus pages (the live call): while one asks for it, the shell leaves out its header and menu and the page takes
 * the whole window. The shell owns the flag; a page only says "now" (useFocusMode(true)) and gives it back on leaving.
 */
const FocusModeContext = createContext<Dispatch<SetStateAction<boolean>> | null>(null);

export function FocusModeProvider({ set, children }: { set: Dispatch<SetStateAction<boolean>>; children: ReactNode }) {
  return <FocusModeContext.Provider value={set}>{children}</FocusModeContext.Provider>;
}

/** Asks the shell for full focus while `active` (outside the shell, e.g. a screen rendered alone, it does nothing). */
export function useFocusMode(active: boolean): void {
  const set = useContext(FocusModeContext);
  useEffect(() => {
    if (!set || !active) return undefined;
    set(true);
    return () => set(false);
  }, [set, active]);
}
