import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '../../application/tokens';
import { SCHEDULER } from '../../ports/scheduler';
import { useServiceWhenReady } from './container-context';

/** How often the navigation asks for the unread count (the open conversation polls its own, faster). */
export const UNREAD_POLL_MS = 30_000;
const CHANGED = 'tutorhub:unread-changed';

/** Tells the navigation to ask again now (a conversation was just read). */
export function announceUnreadChanged(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * The signed-in user's unread messages, for the navigation: asked when the services arrive, on every page change,
 * when a conversation is read, and every 30 seconds (production would push it). Null until known.
 */
export function useUnreadCount(): number | null {
  const messages = useServiceWhenReady(MESSAGES);
  const scheduler = useServiceWhenReady(SCHEDULER);
  const { pathname } = useLocation();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!messages || !scheduler) return undefined;
    let live = true;
    // Answers may come back out of order: only the latest question's answer is shown.
    let asked = 0;
    const ask = async () => {
      const mine = ++asked;
      try {
        const n = await messages.unreadCount();
        if (live && mine === asked) setCount(n);
      } catch {
        // a missed count is asked again later; the last one stays
      }
    };
    void ask();
    const stop = scheduler.every(UNREAD_POLL_MS, ask);
    window.addEventListener(CHANGED, ask);
    return () => {
      live = false;
      stop();
      window.removeEventListener(CHANGED, ask);
    };
  }, [messages, scheduler, pathname]);
  return count;
}
