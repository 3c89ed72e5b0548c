import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES } from '../../application/tokens';
import { useInvalidate, useRead } from './server-state';
import { useLiveEvents } from './use-live-events';
import { text } from './text';

/** How often the navigation asks for the unread count (an open conversation follows its own, faster). */
export const UNREAD_POLL_MS = 30_000;

/** The unread count's key; a conversation read (messages-page) invalidates it. */
export const UNREAD_READ = ['messages', 'unread'];

/**
 * The signed-in user's unread messages beside Messages in the navigation: read when the services arrive, on every page
 * change, when a conversation is read, and at once when a message is pushed (useLiveEvents: the navigation holds the
 * push channel open on every signed-in page); every 30 seconds only while the channel is not live. Nothing until
 * known, or when there are none. Loaded apart from the shell (app-nav.tsx), with the server-state code it needs.
 */
export default function UnreadBadge() {
  const invalidate = useInvalidate();
  const live = useLiveEvents((event) => {
    if (event.Type === 'message.sent' || event.Type === 'reset') invalidate(UNREAD_READ);
  });
  const unread = useRead(MESSAGES, UNREAD_READ, (messages) => messages.unreadCount(), { pollMs: live === 'live' ? undefined : UNREAD_POLL_MS });
  const { pathname } = useLocation();
  // Read again on a page change, not at mount (the read is starting then).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    invalidate(UNREAD_READ);
  }, [pathname, invalidate]);
  const count = unread.status === 'ready' ? unread.data : 0;
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span className="badge nav-count">{count}</span>
      <span className="visually-hidden">{` (${text.nav.unread(count)})`}</span>
    </>
  );
}
