// The account page's "Emails" (issue 41) against the in-process mock: every mail on by default, reminders switched off
// and saved (the Save says so, the backend keeps it), cancellations and refunds shown as always sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryStore } from '../../src/adapters/fakes/in-memory-store';
import { LOCAL_STORAGE_KEYS, ROLE } from '../../src/domain/constants';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { accountText as t } from '../../src/ui/features/account/account-text';
import { actAs, backendAdmin, DEMO, store } from './backend';
import { buildTestContainer, renderApp } from './render-app';
import { toast } from './toasts';

async function open(who: 'student' | 'tutor') {
  const container = await buildTestContainer();
  actAs(container, who);
  container.get<InMemoryStore>(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.ROLE, String(who === 'tutor' ? ROLE.TUTOR : ROLE.STUDENT));
  renderApp(container, who === 'tutor' ? '/tutor-account' : '/student-account');
  const section = within(await screen.findByRole('region', { name: t.emailTitle }));
  return { section, user: userEvent.setup() };
}

const savedFor = (uid: string) => store().emailPreferences?.find((p: { UserID: string }) => p.UserID === uid);

describe('Emails on the account page', () => {
  it('switches reminders off and saves, saying so; cancellations and refunds cannot be switched off', async () => {
    const { section, user } = await open('tutor');
    const confirmations = await section.findByRole('checkbox', { name: t.emailConfirmations });
    const reminders = section.getByRole('checkbox', { name: t.emailReminders });
    const always = section.getByRole('checkbox', { name: t.emailAlways });
    expect(confirmations).toBeChecked();
    expect(reminders).toBeChecked();
    expect(always).toBeChecked();
    expect(always).toBeDisabled();
    expect(always).toHaveAccessibleDescription(t.emailAlwaysHint);
    expect(confirmations).toHaveAccessibleDescription(t.emailConfirmationsHint(true));

    await user.click(reminders);
    expect(reminders).not.toBeChecked();
    await user.click(section.getByRole('button', { name: t.emailSave }));
    await waitFor(() => expect(section.getByRole('status')).toHaveTextContent(t.emailSaved));
    await waitFor(() => expect(toast()).toHaveTextContent(t.emailSaved));
    expect(savedFor(DEMO.tutor.uid)).toMatchObject({ BookingConfirmations: true, Reminders: false });
    expect(section.getByRole('checkbox', { name: t.emailReminders })).not.toBeChecked();
  });

  it('a student sees their own words and keyboard reaches every choice and the Save', async () => {
    const { section, user } = await open('student');
    const confirmations = await section.findByRole('checkbox', { name: t.emailConfirmations });
    expect(confirmations).toHaveAccessibleDescription(t.emailConfirmationsHint(false));
    confirmations.focus();
    await user.keyboard(' ');
    expect(confirmations).not.toBeChecked();
    await user.tab();
    expect(section.getByRole('checkbox', { name: t.emailReminders })).toHaveFocus();
    await user.tab();
    expect(section.getByRole('button', { name: t.emailSave })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(savedFor(DEMO.student.uid)).toMatchObject({ BookingConfirmations: false, Reminders: true }));
  });

  it('says so when the save did not go through, keeps the choice on screen, and saves it on the next press', async () => {
    const { section, user } = await open('student');
    const reminders = await section.findByRole('checkbox', { name: t.emailReminders });
    await user.click(reminders);
    // Every attempt the transport makes fails (a save is retried as idempotent).
    await backendAdmin().faults([{ path: '/SaveEmailPreferences', status: 500, times: 10 }]);
    await user.click(section.getByRole('button', { name: t.emailSave }));
    expect(await section.findByRole('alert')).toHaveTextContent(t.emailRefusal.failed);
    expect(savedFor(DEMO.student.uid)).toBeUndefined();
    expect(reminders).not.toBeChecked();
    await backendAdmin().faults([]);
    await user.click(section.getByRole('button', { name: t.emailSave }));
    await waitFor(() => expect(section.getByRole('status')).toHaveTextContent(t.emailSaved));
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
    expect(savedFor(DEMO.student.uid)).toMatchObject({ Reminders: false });
  });
});
