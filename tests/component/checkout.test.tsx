import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import type { FakeHostedPayment } from '../../src/adapters/fakes/fake-hosted-payment';
import { BackendError } from '../../src/domain/backend-error';
import { parseOutbox } from '../../src/domain/payment-outbox';
import { HOSTED_PAYMENT } from '../../src/ports/hosted-payment';
import { LOCAL_STORE, SESSION_STORE } from '../../src/ports/key-value-store';
import { PAYMENT_API } from '../../src/ports/payment-api';
import { PAYMENT_CONFIG } from '../../src/ports/payment-config';
import { PAYMENT_WIDGET } from '../../src/ports/payment-widget';
import { PRIVATE_CLASS_API } from '../../src/ports/private-class-api';
import { SCHEDULER } from '../../src/ports/scheduler';
import type { ManualScheduler } from '../../src/adapters/fakes/manual-scheduler';
import { PAYMENT_OUTBOX_KEY } from '../../src/application/payment-outbox';
import { PAYMENT_OUTBOX } from '../../src/application/tokens';
import type { StandInWidget } from '../support/stand-in-widget';
import { actAs, captureAtProvider, changeStore, hostedPageReturn, store, testClock } from './backend';
import { formatClassTime } from '../../src/domain/class-time';
import { buildTestContainer, renderApp } from './render-app';

const PRIVATE = 'PCdemo0000000001';
const COURSE = 'GCdemo0000000001';

/**
 * The demo student on a checkout page. The payment widget drives the mock's provider stand-in and waits for the test
 * to act in it (`await widget.complete('pay' | 'fail' | 'close')`).
 */
async function setup(path: string, prepare?: (c: Container) => void | Promise<void>) {
  const container = await buildTestContainer();
  actAs(container, 'student');
  container.get(LOCAL_STORE).set('ROLE', '2');
  container.get<StandInWidget>(PAYMENT_WIDGET).outcome = 'wait';
  await prepare?.(container);
  const user = userEvent.setup();
  const view = renderApp(container, path);
  await screen.findByRole('heading', { level: 1, name: 'Payment' });
  return {
    ...view,
    user,
    container,
    widget: container.get<StandInWidget>(PAYMENT_WIDGET),
    api: container.get(PAYMENT_API),
    local: container.get(LOCAL_STORE),
  };
}

function summaryValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** The backend's payment records of a class. */
const paymentsOf = (code: string) => store().payments.filter((payment) => payment.ClassCode === code);
/** What the provider stand-in captured for a class's orders. */
const capturesOf = (code: string) => {
  const orders = new Set(store().orders.filter((order) => order.ClassCode === code).map((order) => order.id));
  return store().providerPayments.filter((payment) => orders.has(payment.OrderID) && payment.Status === 'captured');
};

describe('the private class checkout', () => {
  it('loads the class by its code on a direct load and shows the price lines from checkoutSummary', async () => {
    const { container } = await setup(`/private-class-checkout/${PRIVATE}`);
    expect(await screen.findByText('Algebra Basics')).toBeInTheDocument();
    expect(summaryValue('Duration')).toBe('60 min');
    expect(summaryValue('Date and time')).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
    expect(summaryValue('Session price')).toBe('₹500');
    expect(summaryValue('Transaction fee')).toBe('₹25');
    expect(summaryValue('Discount')).toBe('₹0');
    expect(summaryValue('Total')).toBe('₹525');
    expect(summaryValue('Tutor')).toBe('Asha Rao');
    expect(screen.getByRole('region', { name: 'Your order' })).toContainElement(screen.getByText('Algebra Basics'));
    expect(screen.getByRole('link', { name: /back to the class/i })).toHaveAttribute('href', `/student-private-class/${PRIVATE}`);
    // Kept in session storage for the rest of the flow (spec §3).
    expect(JSON.parse(container.get(SESSION_STORE).get('PrivateClass') ?? '{}')).toMatchObject({ ClassLink: PRIVATE });
  });

  it('uses the complete class record kept in session storage without asking the backend', async () => {
    const record = { ClassID: 1001, ClassLink: PRIVATE, ClassName: 'Algebra (from this tab)', Duration: 45, DateTime: '2030-01-01T10:00:00Z', Price: 700, TransactionFees: 30, CurrencyType: 'INR', Status: 'Scheduled', TutorID: 'demo-tutor-uid', TutorName: 'Asha Rao' };
    let getByCode: ReturnType<typeof vi.spyOn> | undefined;
    await setup(`/private-class-checkout/${PRIVATE}`, (c) => {
      c.get(SESSION_STORE).set('PrivateClass', JSON.stringify(record));
      getByCode = vi.spyOn(c.get(PRIVATE_CLASS_API), 'getByCode');
    });
    expect(await screen.findByText('Algebra (from this tab)')).toBeInTheDocument();
    expect(summaryValue('Duration')).toBe('45 min');
    expect(summaryValue('Total')).toBe('₹730');
    expect(getByCode).not.toHaveBeenCalled();
  });

  it('Apply does nothing: the discount stays 0', async () => {
    const { user } = await setup(`/private-class-checkout/${PRIVATE}`);
    await screen.findByText('Algebra Basics');
    await user.type(screen.getByLabelText('Promo code'), 'HALFOFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(summaryValue('Discount')).toBe('₹0');
    expect(summaryValue('Total')).toBe('₹525');
  });

  it('Pay Now opens one order in minor units, is disabled while busy, saves once and returns to the class page', async () => {
    const { user, widget, router, local } = await setup(`/private-class-checkout/${PRIVATE}`);
    const pay = await screen.findByRole('button', { name: 'Pay Now' });
    await user.click(pay);
    await waitFor(() => expect(widget.opened).toHaveLength(1));
    expect(widget.opened[0]).toMatchObject({ amount: 52500, currency: 'INR', description: 'Algebra Basics' });
    const busy = screen.getByRole('button', { name: 'Processing…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(widget.opened).toHaveLength(1);

    await widget.complete('pay');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/student-private-class/${PRIVATE}`));
    // One capture at the provider, recorded once by the backend.
    const [captured] = capturesOf(PRIVATE);
    expect(capturesOf(PRIVATE)).toHaveLength(1);
    expect(paymentsOf(PRIVATE)).toEqual([expect.objectContaining({ PaymentID: captured!.PaymentID, Status: 'captured', StudentID: 'demo-student-uid' })]);
    expect(local.get(PAYMENT_OUTBOX_KEY)).toBeNull();
  });

  it("code 3 saves the failure response and shows 'Transaction Failed!'", async () => {
    const { user, widget, router } = await setup(`/private-class-checkout/${PRIVATE}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(widget.opened).toHaveLength(1));
    await widget.complete('fail');
    const dialog = await screen.findByRole('alertdialog', { name: 'Transaction Failed!' });
    await waitFor(() => expect(paymentsOf(PRIVATE)).toEqual([expect.objectContaining({ PaymentID: expect.stringMatching(/^pay_/), Status: 'failed', ErrorCode: 'BAD_REQUEST_ERROR' })]));
    expect(capturesOf(PRIVATE)).toHaveLength(0);
    // Nothing on the page contradicts the failure.
    expect(screen.queryByText(/Payment confirmed|Payment received/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/private-class-checkout/${PRIVATE}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it("under 'Transaction Failed!' says nothing was charged and the provider's reason; Try again (keyboard) pays the same class", async () => {
    const { user, widget, router } = await setup(`/private-class-checkout/${PRIVATE}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(widget.opened).toHaveLength(1));
    await widget.complete('fail');
    const dialog = await screen.findByRole('alertdialog', { name: 'Transaction Failed!' });
    expect(dialog).toHaveAccessibleDescription(/Transaction Failed! Nothing was charged\. The payment provider said: Your payment was declined by the test bank\./);
    expect(within(dialog).getByText('Nothing was charged.')).toBeInTheDocument();
    expect(within(dialog).getByText('The payment provider said: Your payment was declined by the test bank.')).toBeInTheDocument();
    // The focus is on the way forward, and Enter takes it.
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(widget.opened).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The same class, on the order still open (nothing was captured on it).
    expect(widget.opened[1]).toMatchObject({ orderId: widget.opened[0]!.orderId, amount: 52500, description: 'Algebra Basics' });
    await widget.complete('pay');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/student-private-class/${PRIVATE}`));
    expect(capturesOf(PRIVATE)).toHaveLength(1);
    expect(paymentsOf(PRIVATE).map((payment) => payment.Status).sort()).toEqual(['captured', 'failed']);
  });

  it('a payment completed after the student left the checkout is saved once and confirmed on the page they are on', async () => {
    const { user, widget, router, local } = await setup(`/private-class-checkout/${PRIVATE}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(widget.opened).toHaveLength(1));
    // Back (or a link) while the provider's dialog is open: the checkout page goes away, the dialog stays.
    await act(() => router.navigate('/student-dashboard'));
    await screen.findByRole('heading', { level: 1, name: /dashboard/i });
    await widget.complete('pay');
    const notice = await screen.findByRole('dialog', { name: 'Payment received' });
    expect(notice).toHaveTextContent('“Algebra Basics” is booked and paid.');
    expect(notice).toHaveFocus();
    expect(router.state.location.pathname).toBe('/student-dashboard');
    expect(paymentsOf(PRIVATE)).toEqual([expect.objectContaining({ Status: 'captured' })]);
    expect(local.get(PAYMENT_OUTBOX_KEY)).toBeNull();
    await user.click(within(notice).getByRole('link', { name: 'Go to Algebra Basics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/student-private-class/${PRIVATE}`));
    expect(screen.queryByRole('dialog', { name: 'Payment received' })).not.toBeInTheDocument();
  });

  describe('the notice of a payment completed after the student left gives the focus back', () => {
    /** The student left the checkout while the provider's dialog was open, and focused `focusOn` on the page there. */
    async function noticeAfterLeaving(focusOn: () => HTMLElement) {
      const view = await setup(`/private-class-checkout/${PRIVATE}`);
      await view.user.click(await screen.findByRole('button', { name: 'Pay Now' }));
      await waitFor(() => expect(view.widget.opened).toHaveLength(1));
      await act(() => view.router.navigate('/student-dashboard'));
      await screen.findByRole('heading', { level: 1, name: /dashboard/i });
      const before = focusOn();
      act(() => before.focus());
      expect(before).toHaveFocus();
      await view.widget.complete('pay');
      const notice = await screen.findByRole('dialog', { name: 'Payment received' });
      expect(notice).toHaveFocus();
      return { ...view, before, notice };
    }
    const aLinkInTheMenu = () => within(screen.getByRole('navigation', { name: /./ })).getAllByRole('link')[0]!;

    it('on Close, to the element that had it', async () => {
      const { user, before, notice } = await noticeAfterLeaving(aLinkInTheMenu);
      await user.click(within(notice).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog', { name: 'Payment received' })).not.toBeInTheDocument();
      expect(before).toHaveFocus();
    });

    it('on Escape, to the element that had it', async () => {
      const { user, before } = await noticeAfterLeaving(aLinkInTheMenu);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Payment received' })).not.toBeInTheDocument();
      expect(before).toHaveFocus();
    });

    it('to the page when the element that had it is gone', async () => {
      const { user, before, notice } = await noticeAfterLeaving(() => {
        const button = document.createElement('button');
        button.textContent = 'Gone soon';
        screen.getByRole('main').append(button);
        return button;
      });
      before.remove();
      await user.click(within(notice).getByRole('button', { name: 'Close' }));
      expect(screen.getByRole('main')).toHaveFocus();
    });
  });

  it('a payment window that cannot open says so, charges nothing and lets the student try again', async () => {
    const { user, widget } = await setup(`/private-class-checkout/${PRIVATE}`, (c) => {
      c.get<StandInWidget>(PAYMENT_WIDGET).opens = false;
    });
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(/payment window could not be opened/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(widget.opened).toHaveLength(0);
    expect(paymentsOf(PRIVATE)).toHaveLength(0);
  });

  it('a dismissed checkout saves nothing and the student can pay again', async () => {
    const { user, widget, router, local } = await setup(`/private-class-checkout/${PRIVATE}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(widget.opened).toHaveLength(1));
    await widget.complete('close');
    const pay = await screen.findByRole('button', { name: 'Pay Now' });
    expect(pay).toBeEnabled();
    expect(paymentsOf(PRIVATE)).toHaveLength(0);
    expect(local.get(PAYMENT_OUTBOX_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe(`/private-class-checkout/${PRIVATE}`);
    await user.click(pay);
    await waitFor(() => expect(widget.opened).toHaveLength(2));
  });

  it('a failed save keeps the payment in the outbox, says it will retry, and a retry saves it exactly once', async () => {
    const { user, widget, router, local, api } = await setup(`/private-class-checkout/${PRIVATE}`);
    const save = vi.spyOn(api, 'savePrivateClassPayment').mockRejectedValueOnce(new Error('network down'));
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(widget.opened).toHaveLength(1));
    await widget.complete('pay');
    expect(await screen.findByText(/will be sent again automatically/)).toBeInTheDocument();
    expect(paymentsOf(PRIVATE)).toHaveLength(0);
    const [captured] = capturesOf(PRIVATE);
    const outbox = parseOutbox(local.get(PAYMENT_OUTBOX_KEY));
    expect(outbox).toEqual([expect.objectContaining({ PaymentID: captured!.PaymentID, ClassCode: PRIVATE, Signature: expect.any(String), attempts: 1, lastError: 'network down' })]);
    expect(router.state.location.pathname).toBe(`/private-class-checkout/${PRIVATE}`);
    // No second charge while the first is unrecorded: Pay Now is off, and the page says why.
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(screen.getByText('Pay Now stays off until this payment is recorded, so you are never charged twice.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/student-private-class/${PRIVATE}`));
    expect(save).toHaveBeenCalledTimes(2);
    expect(paymentsOf(PRIVATE)).toEqual([expect.objectContaining({ PaymentID: captured!.PaymentID, Status: 'captured' })]);
    expect(local.get(PAYMENT_OUTBOX_KEY)).toBeNull();
  });

  const leftover = (uid: string, PaymentID: string, provider: { OrderID?: string; Signature?: string } = {}) => ({
    uid,
    kind: 'private-class',
    ClassCode: PRIVATE,
    PaymentID,
    ...provider,
    Status: 'captured',
    receivedAt: '2026-01-01T00:00:00Z',
    attempts: 2,
  });

  it("flushes the signed-in user's payments left in the outbox when the app starts, never another user's", async () => {
    let mine = '';
    const theirs = leftover('student-b-uid', 'pay_left_2');
    const { local, api } = await setup(`/private-class-checkout/${PRIVATE}`, async (c) => {
      // A success the provider really captured, whose save never reached the backend before the tab closed.
      const captured = await captureAtProvider(c.get(PAYMENT_API), PRIVATE);
      mine = captured.PaymentID;
      // Listens to every save the app asks the backend for (the calls still go through).
      vi.spyOn(c.get(PAYMENT_API), 'savePrivateClassPayment');
      vi.spyOn(c.get(PAYMENT_API), 'saveCoursePayment');
      c.get(LOCAL_STORE).set(PAYMENT_OUTBOX_KEY, JSON.stringify([theirs, leftover('demo-student-uid', captured.PaymentID, captured)]));
    });
    await waitFor(() => expect(paymentsOf(PRIVATE)).toEqual([expect.objectContaining({ PaymentID: mine, StudentID: 'demo-student-uid' })]));
    await waitFor(() => expect(local.get(PAYMENT_OUTBOX_KEY)).not.toContain(mine));
    // Only this user's payment was sent; the other user's entry stays on the device for them as it was, never tried.
    expect(vi.mocked(api.savePrivateClassPayment).mock.calls.map(([details]) => details.paymentId)).toEqual([mine]);
    expect(api.saveCoursePayment).not.toHaveBeenCalled();
    expect(parseOutbox(local.get(PAYMENT_OUTBOX_KEY))).toEqual([theirs]);
  });

  it('keeps Pay Now off on arrival while an earlier success of this user for this class is unrecorded', async () => {
    const { api } = await setup(`/private-class-checkout/${PRIVATE}`, (c) => {
      vi.spyOn(c.get(PAYMENT_API), 'savePrivateClassPayment').mockRejectedValue(new BackendError('server', 'down', [], 503));
      c.get(LOCAL_STORE).set(PAYMENT_OUTBOX_KEY, JSON.stringify([leftover('demo-student-uid', 'pay_left_3')]));
    });
    expect(await screen.findByText(/will be sent again automatically/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(api.savePrivateClassPayment).toHaveBeenCalled();
  });

  it('takes a 4xx refusal of the save as final: says what to do, stops sending it, and lets the student dismiss it', async () => {
    const { user, widget, local, api } = await setup(`/private-class-checkout/${PRIVATE}`);
    const save = vi.spyOn(api, 'savePrivateClassPayment').mockRejectedValue(new BackendError('forbidden', 'This payment was made by another student.', [], 403));
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(widget.opened).toHaveLength(1));
    await widget.complete('pay');
    const [captured] = capturesOf(PRIVATE);
    expect(
      await screen.findByText(
        new RegExp(`could not record your payment: This payment was made by another student\\. It will not be sent again automatically\\. Keep the payment ID ${captured!.PaymentID}`),
      ),
    ).toBeInTheDocument();
    expect(parseOutbox(local.get(PAYMENT_OUTBOX_KEY))).toEqual([expect.objectContaining({ PaymentID: captured!.PaymentID, attention: 'This payment was made by another student.' })]);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Try again now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have noted the payment ID' }));
    expect(local.get(PAYMENT_OUTBOX_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a success the backend refunded says so with its reason, stays on the checkout and never reads as confirmed', async () => {
    const { user, widget, api, router } = await setup(`/private-class-checkout/${PRIVATE}`);
    const original = api.savePrivateClassPayment.bind(api);
    vi.spyOn(api, 'savePrivateClassPayment').mockImplementation(async (details) => ({
      ...(await original(details)),
      Status: 'refunded',
      RefundReason: 'Another student has already paid for this class.',
    }));
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(widget.opened).toHaveLength(1));
    await widget.complete('pay');
    expect(await screen.findByRole('alert')).toHaveTextContent('has refunded it in full: Another student has already paid for this class.');
    expect(screen.queryByText(/Payment confirmed/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/private-class-checkout/${PRIVATE}`);
  });

  it("says the backend's reason when it refuses to start the payment (already paid), and that nothing was charged", async () => {
    const { user, widget } = await setup(`/private-class-checkout/${PRIVATE}`, (c) => {
      vi.spyOn(c.get(PAYMENT_API), 'getPrivateClassPaymentLink').mockRejectedValue(
        new BackendError('conflict', 'Another student has already booked and paid for this class.', [], 409),
      );
    });
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment was not started: Another student has already booked and paid for this class. Nothing was charged.');
    // Beside the reason, the way to the class as it is now.
    expect(within(alert).getByRole('link', { name: 'Open Algebra Basics' })).toHaveAttribute('href', `/student-private-class/${PRIVATE}`);
    expect(widget.opened).toHaveLength(0);
  });

  it('a class that cannot be loaded says so and offers no Pay Now', async () => {
    await setup(`/private-class-checkout/${PRIVATE}`, (c) => {
      vi.spyOn(c.get(PRIVATE_CLASS_API), 'getByCode').mockRejectedValue(new BackendError('network', 'down'));
    });
    expect(await screen.findByText('This class could not be loaded. Check the link, or go back and open it again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('a success without a payment ID saves nothing and says it cannot be confirmed', async () => {
    const { user, widget, local, router } = await setup(`/private-class-checkout/${PRIVATE}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(widget.opened).toHaveLength(1));
    // The provider's script reports a success without a payment id.
    widget.report({ code: '2', response: { paymentId: '', orderId: widget.opened[0]!.orderId, signature: 'sig' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider did not send a payment ID, so this payment cannot be confirmed.');
    expect(paymentsOf(PRIVATE)).toHaveLength(0);
    expect(local.get(PAYMENT_OUTBOX_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe(`/private-class-checkout/${PRIVATE}`);
  });

  it('a hosted-page return for another class saves nothing', async () => {
    const { router } = await setup(`/private-class-checkout/${PRIVATE}?ClassCode=PCdemo0000000004&Kind=PrivateClass&code=2&PaymentID=pay_other_1&OrderID=order_1&Signature=sig`);
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(store().payments.some((payment) => payment.PaymentID === 'pay_other_1')).toBe(false);
    expect(router.state.location.pathname).toBe(`/private-class-checkout/${PRIVATE}`);
  });

  it('sends the outbox again when the browser comes back online and on the 20-minute task, one flush at a time', async () => {
    let release: () => void = () => undefined;
    let flushes: { mock: { calls: unknown[] } } = { mock: { calls: [] } };
    const { container, api, local } = await setup(`/private-class-checkout/${PRIVATE}`, (c) => {
      c.get(LOCAL_STORE).set(PAYMENT_OUTBOX_KEY, JSON.stringify([leftover('demo-student-uid', 'pay_left_9')]));
      const outbox = c.get(PAYMENT_OUTBOX);
      flushes = vi.spyOn(outbox, 'flush');
      const payments = c.get(PAYMENT_API);
      vi.spyOn(payments, 'savePrivateClassPayment')
        .mockRejectedValueOnce(new BackendError('network', 'offline'))
        .mockImplementationOnce(() => new Promise((_resolve, reject) => (release = () => reject(new BackendError('server', 'down', [], 503)))))
        .mockRejectedValueOnce(new BackendError('server', 'down', [], 503));
    });
    const save = api.savePrivateClassPayment as unknown as { mock: { calls: unknown[] } };
    await waitFor(() => expect(save.mock.calls).toHaveLength(1)); // app start
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(save.mock.calls).toHaveLength(2));
    // A second trigger while that send is still out does not start another: once it has reached the outbox (a flush
    // that starts sends its first payment at once), there is still only the one send.
    await waitFor(() => expect(flushes.mock.calls).toHaveLength(2));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(flushes.mock.calls).toHaveLength(3));
    expect(save.mock.calls).toHaveLength(2);
    release();
    // Both failures are counted (2 before + 2), and the flush is over before the timer fires.
    await waitFor(() => expect(parseOutbox(local.get(PAYMENT_OUTBOX_KEY))[0]?.attempts).toBe(4));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const scheduler = container.get<ManualScheduler>(SCHEDULER);
    expect(scheduler.intervals).toContain(20 * 60_000);
    await scheduler.runAll();
    await waitFor(() => expect(save.mock.calls.length).toBeGreaterThanOrEqual(3));
  });

  it('refuses a hosted payment page outside the allowlist and leaves for one on it', async () => {
    const { user } = await setup('/private-class-checkout/PCdemo0000000004');
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(/not on the list of trusted payment providers/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('leaves for a hosted payment page on the allowlist with location.replace', async () => {
    const { user, container, widget } = await setup('/private-class-checkout/PCdemo0000000004', (c) => {
      vi.spyOn(c.get(PAYMENT_API), 'getPrivateClassPaymentLink').mockResolvedValue({ kind: 'hosted', url: 'https://pay.example.test/p/1' });
    });
    expect(container.get(PAYMENT_CONFIG).allowedPaymentOrigins).toContain('https://pay.example.test');
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(container.get<FakeHostedPayment>(HOSTED_PAYMENT).visited).toEqual(['https://pay.example.test/p/1']));
    expect(widget.opened).toHaveLength(0);
  });

  it('saves the result the hosted page brings back in the address, once', async () => {
    // The student paid on the provider's hosted page, which sent the browser back with the result in the address.
    const container = await buildTestContainer();
    actAs(container, 'student');
    const back = await hostedPageReturn(container.get(PAYMENT_API), 'PCdemo0000000004');
    const returned = new URLSearchParams(back.split('?')[1]);
    const { router } = renderApp(container, back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-private-class/PCdemo0000000004'));
    expect(paymentsOf('PCdemo0000000004')).toEqual([expect.objectContaining({ PaymentID: returned.get('PaymentID'), OrderID: returned.get('OrderID'), Status: 'captured' })]);
  });
});

describe('the course checkout', () => {
  it('shows the course name and fee lines, and no duration or date', async () => {
    await setup(`/course-class-checkout/${COURSE}`);
    expect(await screen.findByText('Spoken English')).toBeInTheDocument();
    expect(summaryValue('Course fee')).toBe('₹2,000');
    expect(summaryValue('Transaction fee')).toBe('₹100');
    expect(summaryValue('Discount')).toBe('₹0');
    expect(summaryValue('Total')).toBe('₹2,100');
    expect(screen.queryByText('Duration')).not.toBeInTheDocument();
    expect(screen.queryByText('Date and time')).not.toBeInTheDocument();
  });

  it("lists its sessions in the student's time zone and states the course's cancellation rule with the next deadline", async () => {
    await setup(`/course-class-checkout/${COURSE}`, (c) => {
      c.get(LOCAL_STORE).set('USER_PROFILE', JSON.stringify({ FirstName: 'Ravi', TimeZone: 'America/New_York' }));
      // The tutor's notice period is the one in force, not the default.
      changeStore((state) => {
        state.users.find((user) => user.UserID === 'demo-tutor-uid')!.CancellationNoticeHours = 48;
      });
    });
    const list = await screen.findByRole('list', { name: 'Sessions of Spoken English' });
    const course = store().courses.find((record) => record.ClassLink === COURSE)!;
    const sessions = store()
      .sessions.filter((session) => session.ClassID === course.ClassID)
      .sort((a, b) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime));
    const now = testClock().now();
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      sessions.map((session) => `${session.Title}: ${formatClassTime(session.StartDateTime, now, 'America/New_York')} · ${session.Duration} min`),
    );
    expect(screen.getByText('Sessions (4)', { selector: 'dt' })).toBeInTheDocument();
    const deadline = formatClassTime(Date.parse(sessions[0]!.StartDateTime) - 48 * 3_600_000, now, 'America/New_York');
    const rule = screen.getByText(/Each session is free to cancel until 48 hours before it starts/);
    expect(rule).toHaveTextContent(`The next free cancellation ends at ${deadline}, for “${sessions[0]!.Title}”.`);
    expect(rule).toHaveTextContent('If the tutor cancels a session or the course, you are refunded its share.');
  });
});

describe('the other checkout routes', () => {
  async function open(path: string, prepare?: (c: Container) => void) {
    const container = await buildTestContainer();
    actAs(container, 'student');
    prepare?.(container);
    return renderApp(container, path);
  }

  it.each(['/class-checkout', '/checkout-page'])('%s goes on to the checkout of the class in session storage', async (path) => {
    const { router } = await open(path, (c) => c.get(SESSION_STORE).set('GroupCourse', JSON.stringify({ ClassLink: COURSE })));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/course-class-checkout/${COURSE}`));
    expect(await screen.findByText('Spoken English')).toBeInTheDocument();
  });

  it('/class-checkout says there is nothing to pay when session storage holds no class', async () => {
    const { router } = await open('/class-checkout');
    expect(await screen.findByText(/no class waiting for payment/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/class-checkout');
  });

  it('/payment without a supplied form posts nothing and says so', async () => {
    await open('/payment');
    expect(await screen.findByText(/payment form is missing/)).toBeInTheDocument();
  });
});

describe('a free class (total 0) at checkout', () => {
  it("shows the spec's page with total 0 and books it with 'Book for free', without the payment provider", async () => {
    const { user, widget } = await setup(`/private-class-checkout/${PRIVATE}`, () =>
      changeStore((state) => Object.assign(state.privateClasses.find((c: { ClassLink: string }) => c.ClassLink === PRIVATE), { Price: 0, TransactionFees: 0 })),
    );
    await screen.findByText('Algebra Basics');
    expect(summaryValue('Total')).toBe('₹0');
    expect(summaryValue('Discount')).toBe('₹0');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book for free' }));
    await waitFor(() => expect(paymentsOf(PRIVATE)).toEqual([expect.objectContaining({ Status: 'captured', Amount: 0 })]));
    expect(widget.opened).toEqual([]);
    expect(capturesOf(PRIVATE)).toEqual([]);
  });

  it('a class kept as free in this tab that costs money now is not booked: the page says why and shows the price', async () => {
    const record = { ClassID: 1001, ClassLink: PRIVATE, ClassName: 'Algebra Basics', Duration: 60, DateTime: '2030-01-01T10:00:00Z', Price: 0, TransactionFees: 0, CurrencyType: 'INR', Status: 'Scheduled', TutorID: 'demo-tutor-uid', TutorName: 'Asha Rao' };
    const { user } = await setup(`/private-class-checkout/${PRIVATE}`, (c) => c.get(SESSION_STORE).set('PrivateClass', JSON.stringify(record)));
    await user.click(await screen.findByRole('button', { name: 'Book for free' }));
    expect(await screen.findByText(/The class was not booked: This private class is not free: its total is ₹525\. Pay for it at checkout\. Nothing was charged\./)).toBeInTheDocument();
    expect(summaryValue('Total')).toBe('₹525');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(paymentsOf(PRIVATE)).toEqual([]);
  });
});
