// The notification centre on screen (issue 41): the bell in the header counts what is pushed to the signed-in user and
// lists it in its panel, each a link to where to act; opening one marks it read. Against the in-process backend; the
// tests' scheduler never polls by itself, so what arrives came down the push channel.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIVE_UPDATES } from '../../src/application/tokens';
import { actAs, backendAdmin, backendUrl, buildTestContainer, DEMO, store } from './backend';
import { renderApp } from './render-app';

const OPEN = DEMO.openPrivateClass.code;

/** The demo student books and pays OPEN (an order, the provider's capture, the save), as their checkout does. */
async function studentPays(code: string) {
  const as = DEMO.student.uid;
  const order = await backendAdmin().post('/CreateOrder', { ClassCode: code, Kind: 'PrivateClass' }, { as });
  expect(order.status).toBe(200);
  const orderId = (order.body as { Data: { id: string } }).Data.id;
  const response = await fetch(new URL('/__provider/razorpay/pay', backendUrl()), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ order_id: orderId }) });
  const paid = (await response.json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  const saved = await backendAdmin().post('/SavePrivateClassPaymentDetails', { ClassCode: code, PaymentID: paid.razorpay_payment_id, OrderID: paid.razorpay_order_id, Signature: paid.razorpay_signature }, { as });
  expect(saved.status).toBe(200);
}

describe('the notification bell', () => {
  it('a booking the student pays raises the tutor’s count and shows in the panel; opening it lands on the class and marks it read', async () => {
    const container = await buildTestContainer();
    actAs(container, 'tutor');
    const { router } = renderApp(container, '/tutor-dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Your areas' });
    expect(await within(nav).findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(container.get(LIVE_UPDATES).status()).toBe('live'));

    await studentPays(OPEN);
    const bell = await within(nav).findByRole('button', { name: 'Notifications, 1 unread' });
    const user = userEvent.setup();
    await user.click(bell);
    const panel = await screen.findByRole('menu', { name: 'Notifications' });
    const item = within(panel).getByRole('menuitem', { name: /^Unread: Ravi Kumar booked and paid for .+/ });
    expect(item).toHaveAttribute('href', `/tutor-dashboard#class-${OPEN}`);

    await user.click(item);
    await waitFor(() => expect(router.state.location.hash).toBe(`#class-${OPEN}`));
    await waitFor(() => expect(store().notifications.find((n) => n.UserID === DEMO.tutor.uid)?.ReadAt).toEqual(expect.any(String)));
    expect(await within(nav).findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('Mark all as read clears the count; with nothing yet, the panel says so', async () => {
    const container = await buildTestContainer();
    actAs(container, 'tutor');
    renderApp(container, '/tutor-dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Your areas' });
    const user = userEvent.setup();
    const quiet = await within(nav).findByRole('button', { name: 'Notifications' });
    await user.click(quiet);
    expect(await screen.findByText(/^Nothing yet\./)).toBeInTheDocument();
    // Nothing to mark: the action is there but disabled. Escape closes the panel and gives the focus back to the bell.
    expect(within(screen.getByRole('menu', { name: 'Notifications' })).getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(quiet).toHaveFocus());

    await waitFor(() => expect(container.get(LIVE_UPDATES).status()).toBe('live'));
    expect((await backendAdmin().post('/SendMessage', { To: DEMO.tutor.uid, Text: 'Hello!' }, { as: DEMO.student.uid })).status).toBe(200);
    await studentPays(OPEN);
    await user.click(await within(nav).findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('menu', { name: 'Notifications' });
    expect(within(panel).getByRole('menuitem', { name: /Ravi Kumar sent you a message/ })).toHaveAttribute('href', `/messages/${DEMO.student.uid}`);
    await user.click(within(panel).getByRole('menuitem', { name: 'Mark all as read' }));
    expect(await within(nav).findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(store().notifications.filter((n) => n.UserID === DEMO.tutor.uid && !n.ReadAt)).toEqual([]);
  });
});
