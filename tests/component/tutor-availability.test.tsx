import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InMemoryStore } from '../../src/adapters/fakes/in-memory-store';
import { LOCAL_STORAGE_KEYS, ROLE } from '../../src/domain/constants';
import { LOCAL_STORE } from '../../src/ports/key-value-store';
import { availabilityText as t } from '../../src/ui/features/tutor/availability/availability-text';
import { actAs, DEMO, store } from './backend';
import { buildTestContainer, renderApp } from './render-app';
import { toast } from './toasts';

/** The demo tutor's saved hours as the backend stores them (none before the first save). */
const savedHours = () => store().availability.find((record: { TutorID: string }) => record.TutorID === DEMO.tutor.uid);

async function open() {
  const container = await buildTestContainer();
  actAs(container, 'tutor');
  container.get<InMemoryStore>(LOCAL_STORE).set(LOCAL_STORAGE_KEYS.ROLE, String(ROLE.TUTOR));
  const view = renderApp(container, '/tutor-availability');
  // Once hours are saved the page opens on its Calendar tab: the form is under Hours and prices.
  const hoursTab = await screen.findByRole('tab', { name: t.hoursTab });
  if (hoursTab.getAttribute('aria-selected') !== 'true') await userEvent.click(hoursTab);
  const form = within(await screen.findByRole('form', { name: t.formLabel }));
  return { ...view, container, form, user: userEvent.setup() };
}

describe('/tutor-availability', () => {
  it('says students cannot book before the first save; saves Monday’s hours and a free trial, with a toast', async () => {
    const { form, user } = await open();
    expect(screen.getByRole('note')).toHaveTextContent(t.firstSaveNotice);
    expect(form.getAllByText(t.unavailable)).toHaveLength(7);
    await user.click(form.getByRole('button', { name: t.addRange('Monday') }));
    expect(form.getByRole('combobox', { name: t.from('Monday', 1) })).toHaveValue('09:00');
    await user.selectOptions(form.getByRole('combobox', { name: t.to('Monday', 1) }), '12:00');
    await user.click(form.getByRole('checkbox', { name: t.offerTrial }));
    await user.click(form.getByRole('button', { name: t.save }));
    await waitFor(() => expect(toast()).toHaveTextContent(t.saved));
    expect(screen.queryByRole('note')).toBeNull();
    expect(form.getAllByText(t.unavailable)).toHaveLength(6);
    expect(savedHours()).toMatchObject({ Weekly: [{ Day: 1, From: '09:00', To: '12:00' }], Trial: { Minutes: 30, Price: 0, TransactionFees: 0 } });
    expect(savedHours().UpdatedAt).toEqual(expect.any(String));
  });

  it('refuses a range that ends before it starts at its field, takes the focus there and sends nothing', async () => {
    const { form, user } = await open();
    await user.click(form.getByRole('button', { name: t.addRange('Tuesday') }));
    await user.selectOptions(form.getByRole('combobox', { name: t.from('Tuesday', 1) }), '12:00');
    await user.selectOptions(form.getByRole('combobox', { name: t.to('Tuesday', 1) }), '10:00');
    await user.click(form.getByRole('button', { name: t.save }));
    const to = form.getByRole('combobox', { name: t.to('Tuesday', 1) });
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(to).toHaveAccessibleDescription('The end time must be after the start time.');
    expect(to).toHaveFocus();
    expect(savedHours()).toBeUndefined();
    expect(screen.getByRole('note')).toHaveTextContent(t.firstSaveNotice);
  });

  it('refuses a paid lesson priced 0 at its price field', async () => {
    const { form, user } = await open();
    const price = form.getByRole('spinbutton', { name: t.lengthPrice(1, 'INR') });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(form.getByRole('button', { name: t.save }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Give a price of at least 1.'));
    expect(price).toHaveFocus();
    expect(savedHours()).toBeUndefined();
  });

  it('saves a range across the whole grid (00:00 to 24:00) and copies Monday to the weekdays', async () => {
    const { form, user, unmount } = await open();
    await user.click(form.getByRole('button', { name: t.addRange('Monday') }));
    await user.selectOptions(form.getByRole('combobox', { name: t.from('Monday', 1) }), '00:00');
    await user.selectOptions(form.getByRole('combobox', { name: t.to('Monday', 1) }), '24:00');
    await user.click(form.getByRole('button', { name: t.copyMonday }));
    expect(form.getByRole('combobox', { name: t.to('Friday', 1) })).toHaveValue('24:00');
    expect(form.getAllByText(t.unavailable)).toHaveLength(2);
    await user.click(form.getByRole('button', { name: t.save }));
    await waitFor(() => expect(toast()).toHaveTextContent(t.saved));
    expect(savedHours().Weekly).toEqual([1, 2, 3, 4, 5].map((Day) => ({ Day, From: '00:00', To: '24:00' })));
    unmount();
    const again = await open();
    expect(screen.getByRole('tab', { name: t.hoursTab })).toHaveAttribute('aria-selected', 'true');
    expect(again.form.getByRole('combobox', { name: t.from('Wednesday', 1) })).toHaveValue('00:00');
    expect(again.form.getByRole('combobox', { name: t.to('Wednesday', 1) })).toHaveValue('24:00');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('takes back the message of the input edited, keeps the others, and drops all when a row is added (their paths move)', async () => {
    const { form, user } = await open();
    await user.click(form.getByRole('button', { name: t.addRange('Tuesday') }));
    await user.selectOptions(form.getByRole('combobox', { name: t.from('Tuesday', 1) }), '12:00');
    await user.selectOptions(form.getByRole('combobox', { name: t.to('Tuesday', 1) }), '10:00');
    const price = form.getByRole('spinbutton', { name: t.lengthPrice(1, 'INR') });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(form.getByRole('button', { name: t.save }));
    const to = form.getByRole('combobox', { name: t.to('Tuesday', 1) });
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveAccessibleDescription('Give a price of at least 1.');
    await user.clear(price);
    await user.type(price, '500');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(to).toHaveAccessibleDescription('The end time must be after the start time.');
    await user.click(form.getByRole('button', { name: t.addRange('Monday') }));
    expect(form.getByRole('combobox', { name: t.to('Tuesday', 1) })).not.toHaveAttribute('aria-invalid');
    expect(savedHours()).toBeUndefined();
  });
});
