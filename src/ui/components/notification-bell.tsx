import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import { NOTIFICATIONS } from '../../application/tokens';
import type { NotificationCentre } from '../../application/notifications';
import type { Role } from '../../domain/constants';
import { changesNotifications, NOTIFICATIONS_POLL_MS, type NotificationSummary } from '../../domain/notifications';
import { useNowMs } from './class-phase';
import { DateTime } from './kit/date-time';
import { notificationText as t } from './notification-text';
import { useAction, useInvalidate, useRead, type AsyncLoad } from './server-state';
import { useLiveEvents } from './use-live-events';
import { useProfileTimeZone } from './use-profile-time-zone';
import './notification-bell.css';

/** The notification centre's read; a pushed notification, one read in another tab, or a lost stretch invalidates it. */
export const NOTIFICATIONS_READ = ['notifications'];

/** The count drawn on the bell (the accessible name says the whole number). */
const shownCount = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The bell in the header (issue 41): the unread count on it and in its name ("Notifications, 3 unread"), and a panel of
 * the latest notifications (Radix's menu: arrow keys, Escape, focus back on the bell), unread ones marked, each a link
 * to where to act; opening one marks it read, "Mark all as read" marks them all. Read when the services arrive and
 * again on every push that changes it (useLiveEvents); every 30 seconds only while the channel is not live. Loaded
 * apart from the shell (app-nav.tsx), with the server-state code it needs.
 */
export default function NotificationBell({ role, defaultOpen }: { role: Role; /** Open at first (the catalogue shows it open). */ defaultOpen?: boolean }) {
  const invalidate = useInvalidate();
  const live = useLiveEvents((event) => {
    if (changesNotifications(event)) invalidate(NOTIFICATIONS_READ);
  });
  const centre = useRead(NOTIFICATIONS, [...NOTIFICATIONS_READ, role], (notifications) => notifications.latest(role), { pollMs: live === 'live' ? undefined : NOTIFICATIONS_POLL_MS });
  const opened = useAction(NOTIFICATIONS, (notifications, item: NotificationSummary) => notifications.opened(item));
  const markAll = useAction(NOTIFICATIONS, (notifications) => notifications.markAllRead());
  const unread = centre.status === 'ready' ? centre.data.unread : 0;
  // The panel is named by its title (Radix would name it after the bell, count and all).
  const titleId = useId();

  const onOpen = (item: NotificationSummary) => {
    if (item.unread) void opened(item).then(() => invalidate(NOTIFICATIONS_READ));
  };
  const onMarkAll = () => void markAll().then(() => invalidate(NOTIFICATIONS_READ));

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="icon-button quiet notification-bell" aria-label={t.bell(unread)} title={t.title}>
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span className="notification-count" aria-hidden="true">
              {shownCount(unread)}
            </span>
          )}
        </button>
      </DropdownMenu.Trigger>
      {/* Not portalled: the panel stays inside the navigation's landmark. A long list scrolls within it, and the panel
          itself takes the focus (tabIndex 0), so the scrolling is the keyboard's too, not only each entry's arrow key. */}
      <DropdownMenu.Content className="menu notification-panel" align="end" sideOffset={6} collisionPadding={8} aria-labelledby={titleId} tabIndex={0}>
        <div className="notification-panel-header">
          <DropdownMenu.Label id={titleId} className="notification-panel-title">
            {t.title}
          </DropdownMenu.Label>
          <DropdownMenu.Item
            className="menu-item notification-mark-all"
            disabled={unread === 0}
            onSelect={(event) => {
              // Stays open: the reader sees the dots go.
              event.preventDefault();
              onMarkAll();
            }}
          >
            {t.markAllRead}
          </DropdownMenu.Item>
        </div>
        <DropdownMenu.Separator className="menu-separator" />
        <Suspense fallback={<DropdownMenu.Label className="notification-note">{t.loading}</DropdownMenu.Label>}>
          <NotificationList centre={centre} onOpen={onOpen} />
        </Suspense>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function NotificationList({ centre, onOpen }: { centre: AsyncLoad<NotificationCentre>; onOpen: (item: NotificationSummary) => void }) {
  const now = useNowMs();
  const timeZone = useProfileTimeZone();
  if (centre.status === 'loading') return <DropdownMenu.Label className="notification-note">{t.loading}</DropdownMenu.Label>;
  if (centre.status === 'error') return <DropdownMenu.Label className="notification-note">{t.failed}</DropdownMenu.Label>;
  if (centre.data.items.length === 0) return <DropdownMenu.Label className="notification-note">{t.empty}</DropdownMenu.Label>;
  return (
    <DropdownMenu.Group className="notification-list">
      {centre.data.items.map((item) => (
        <DropdownMenu.Item key={item.id} asChild onSelect={() => onOpen(item)}>
          <Link to={item.link} className="menu-item notification-item" data-unread={item.unread}>
            <span className="notification-dot" aria-hidden="true" />
            <span className="notification-body">
              <span className="notification-line">
                {item.unread && <span className="visually-hidden">{t.unreadMark}</span>}
                {item.unread && ' '}
                {t.line(item)}
              </span>{' '}
              {item.preview && <span className="notification-preview">{item.preview}</span>}
              {item.preview && ' '}
              <span className="notification-meta">
                {item.startsAt && item.topic !== 'message' && (
                  <>
                    {`${t.when(item)} `}
                    <DateTime value={item.startsAt} now={now} timeZone={timeZone} />
                    {' · '}
                  </>
                )}
                <DateTime value={item.at} now={now} timeZone={timeZone} variant="chat" />
              </span>
            </span>
          </Link>
        </DropdownMenu.Item>
      ))}
    </DropdownMenu.Group>
  );
}
