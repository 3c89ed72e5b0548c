import { describe, expect, it } from 'vitest';
import { Notifications } from '../../../src/application/notifications';
import type { Notification, NotificationPage } from '../../../src/contract/records';
import { BackendError } from '../../../src/domain/backend-error';
import { ROLE } from '../../../src/domain/constants';
import type { NotificationsApi } from '../../../src/ports/notifications-api';

// The notification centre's use case against a fake port: the latest as the reader reads them, opening one marks it
// read only when unread, marking all, and a refusal as a coded outcome.

const paid = (id: number, readAt: string | null): Notification =>
  ({ NotificationID: id, Type: 'booking.paid', At: '2026-05-01T09:00:00Z', ReadAt: readAt, StudentName: 'Ravi Kumar', Class: { Kind: 'PrivateClass', ClassID: 1, ClassCode: 'PCdemo0000000003', Title: 'Algebra' } }) as Notification;

function fakeApi(page: NotificationPage, options: { fail?: boolean } = {}) {
  const asked: unknown[] = [];
  const marked: unknown[] = [];
  const api: NotificationsApi = {
    list: async (query) => {
      asked.push(query);
      return page;
    },
    markRead: async (which) => {
      if (options.fail) throw new BackendError('network', '/MarkNotificationsRead', []);
      marked.push(which);
      return { NotificationIDs: 'ids' in which ? which.ids : [1, 2], UnreadTotal: 0 };
    },
  };
  return { api, asked, marked };
}

describe('Notifications', () => {
  it('latest: the first page of 20, each summarized for the reader, with the unread total', async () => {
    const { api, asked } = fakeApi({ Items: [paid(2, null), paid(1, '2026-05-01T10:00:00Z')], Page: 1, PageSize: 20, Total: 2, UnreadTotal: 1 });
    const centre = await new Notifications(api).latest(ROLE.TUTOR);
    expect(asked).toEqual([{ page: 1, pageSize: 20 }]);
    expect(centre.unread).toBe(1);
    expect(centre.items.map((i) => [i.id, i.topic, i.unread])).toEqual([
      [2, 'booked', true],
      [1, 'booked', false],
    ]);
  });

  it('opened: an unread one is marked read; a read one asks nothing', async () => {
    const { api, marked } = fakeApi({ Items: [paid(2, null), paid(1, '2026-05-01T10:00:00Z')], Page: 1, PageSize: 20, Total: 2, UnreadTotal: 1 });
    const notifications = new Notifications(api);
    const [unread, read] = (await notifications.latest(ROLE.TUTOR)).items;
    expect(await notifications.opened(read!)).toEqual({ ok: true, value: null });
    expect(marked).toEqual([]);
    expect(await notifications.opened(unread!)).toMatchObject({ ok: true, value: { NotificationIDs: [2] } });
    expect(marked).toEqual([{ ids: [2] }]);
  });

  it('markAllRead: all of them; a failure is a coded refusal, not a throw', async () => {
    const ok = fakeApi({ Items: [], Page: 1, PageSize: 20, Total: 0, UnreadTotal: 0 });
    expect(await new Notifications(ok.api).markAllRead()).toMatchObject({ ok: true });
    expect(ok.marked).toEqual([{ all: true }]);
    const down = fakeApi({ Items: [], Page: 1, PageSize: 20, Total: 0, UnreadTotal: 0 }, { fail: true });
    expect(await new Notifications(down.api).markAllRead()).toMatchObject({ ok: false, code: 'offline' });
  });
});
