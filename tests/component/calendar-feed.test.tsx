// The account page's "Calendar apps" (issue 39) against the in-process mock: a student connects a calendar, copies the
// address (never shown), gets a new one (the old stops at once) and turns it off, each change confirmed in a dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryStore } from '../../src/adapters/fakes/in-memory-store';
import { LOCAL_STORAGE_KEYS, ROLE } from '../../src/domain/constants';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { CALENDAR_FEEDS } from '../../src/application/tokens';
import { accountText as t } from '../../src/ui/features/account/account-text';
import { actAs, backendAdmin, backendUrl, DEMO, store } from './backend';
import { buildTestContainer, renderApp } from './render-app';
import { toast } from './toasts';

/** The feed the backend keeps for `uid` (none: undefined). */
const feedOf = (uid: string) => store().calendarFeeds?.find((feed: { UserID: string }) => feed.UserID === uid) as { Token: string } | undefined;

/** What a calendar app gets at `address`: its status, and the file. */
async function subscribe(address: string) {
  const token = new URL(address).searchParams.get('Token')!;
  const response = await fetch(new URL(`/CalendarFeed?Token=${token}`, backendUrl()));
  return { status: response.status, text: await response.text() };
}

async function open(who: 'student' | 'tutor') {
  const container = await buildTestContainer();
  actAs(container, who);
  container.get<InMemoryStore>(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.ROLE, String(who === 'tutor' ? ROLE.TUTOR : ROLE.STUDENT));
  renderApp(container, who === 'tutor' ? '/tutor-account' : '/student-account');
  const section = within(await screen.findByRole('region', { name: t.calendarTitle }));
  return { section, user: userEvent.setup() };
}

describe('Calendar apps on the account page', () => {
  it('connects, copies the address without showing it, gets a new one and turns it off, each confirmed', async () => {
    const { section, user } = await open('student');
    expect(section.getByText(t.calendarLead(false))).toBeInTheDocument();
    await user.click(await section.findByRole('button', { name: t.connectCalendar }));

    // On: the address is copied, never printed; the focus is on Copy address (the button pressed is gone).
    const copy = await section.findByRole('button', { name: t.copyAddress });
    await waitFor(() => expect(copy).toHaveFocus());
    expect(section.getByText(t.calendarConnected)).toBeInTheDocument();
    for (const { app } of t.calendarHow) expect(section.getByText(app)).toBeInTheDocument();
    const first = feedOf(DEMO.student.uid)!.Token;
    expect(document.body).not.toHaveTextContent(first);
    await user.click(copy);
    await waitFor(() => expect(toast()).toHaveTextContent(t.addressCopied));
    const copied = await navigator.clipboard.readText();
    expect(new URL(copied).searchParams.get('Token')).toBe(first);
    expect(await subscribe(copied)).toMatchObject({ status: 200, text: expect.stringContaining(`UID:${DEMO.paidPrivateClass.code}@tutorhub`) });

    // A new address: Cancel keeps the old one; confirmed, the old one stops at once and the new one is copied.
    await user.click(section.getByRole('button', { name: t.newAddress }));
    let dialog = within(screen.getByRole('dialog', { name: t.newAddressTitle }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(t.newAddressWarning);
    await user.click(dialog.getByRole('button', { name: t.keep }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(feedOf(DEMO.student.uid)!.Token).toBe(first);
    await user.click(section.getByRole('button', { name: t.newAddress }));
    dialog = within(screen.getByRole('dialog', { name: t.newAddressTitle }));
    await user.click(dialog.getByRole('button', { name: t.newAddressConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toast()).toHaveTextContent(t.newAddressDone));
    const second = feedOf(DEMO.student.uid)!.Token;
    expect(second).not.toBe(first);
    expect((await subscribe(copied)).status).toBe(404);
    await user.click(section.getByRole('button', { name: t.copyAddress }));
    await waitFor(async () => expect(new URL(await navigator.clipboard.readText()).searchParams.get('Token')).toBe(second));

    // Off: confirmed in a dangerous-looking dialog; the address stops; Connect a calendar is back, the focus on the heading.
    await user.click(section.getByRole('button', { name: t.turnOff }));
    dialog = within(screen.getByRole('dialog', { name: t.turnOffTitle }));
    await user.click(dialog.getByRole('button', { name: t.turnOffConfirm }));
    expect(await section.findByRole('button', { name: t.connectCalendar })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: t.calendarTitle })).toHaveFocus());
    expect(section.queryByRole('button', { name: t.copyAddress })).not.toBeInTheDocument();
    expect(feedOf(DEMO.student.uid)).toBeUndefined();
    const copiedLast = await navigator.clipboard.readText();
    expect((await subscribe(copiedLast)).status).toBe(404);
    await waitFor(() => expect(toast()).toHaveTextContent(t.turnedOff));
  });

  it('keeps an address turned on in another tab rather than replacing it, and offers the same to a tutor', async () => {
    const { section, user } = await open('tutor');
    expect(section.getByText(t.calendarLead(true))).toBeInTheDocument();
    const connect = await section.findByRole('button', { name: t.connectCalendar });
    // Another tab turned it on after this page read it.
    const container = await buildTestContainer();
    actAs(container, 'tutor');
    const started = await container.get(CALENDAR_FEEDS).newAddress();
    expect(started.ok).toBe(true);
    const token = feedOf(DEMO.tutor.uid)!.Token;
    await user.click(connect);
    await section.findByRole('button', { name: t.copyAddress });
    expect(feedOf(DEMO.tutor.uid)!.Token).toBe(token);
  });

  it('says in the card, or in the dialog, when a change did not go through, and changes nothing', async () => {
    const { section, user } = await open('student');
    await backendAdmin().faults([{ path: '/ResetCalendarFeed', status: 500, times: 1 }]);
    await user.click(await section.findByRole('button', { name: t.connectCalendar }));
    expect(await section.findByRole('alert')).toHaveTextContent(t.calendarRefusal.failed);
    expect(feedOf(DEMO.student.uid)).toBeUndefined();
    await user.click(section.getByRole('button', { name: t.connectCalendar }));
    const copy = await section.findByRole('button', { name: t.copyAddress });
    expect(section.queryByRole('alert')).not.toBeInTheDocument();

    // Turning off fails (every attempt the transport makes): the dialog stays, saying so; Cancel keeps the feed on.
    await backendAdmin().faults([{ path: '/RevokeCalendarFeed', status: 500, times: 10 }]);
    await user.click(section.getByRole('button', { name: t.turnOff }));
    const dialog = within(screen.getByRole('dialog', { name: t.turnOffTitle }));
    await user.click(dialog.getByRole('button', { name: t.turnOffConfirm }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(t.calendarRefusal.failed);
    expect(feedOf(DEMO.student.uid)).toBeDefined();
    await user.click(dialog.getByRole('button', { name: t.keep }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(copy).toBeInTheDocument();
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });
});
