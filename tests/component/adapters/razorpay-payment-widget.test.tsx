import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryLogger } from '../../../src/adapters/fakes/memory-logger';
import { RazorpayPaymentWidget, type RazorpayConfig } from '../../../src/adapters/razorpay/razorpay-payment-widget';
import type { PaymentOutcome } from '../../../src/domain/payment-flow';

const config: RazorpayConfig = {
  scriptUrl: 'http://localhost:3001/__provider/razorpay/checkout.js',
  keyId: 'rzp_test_key',
  merchantName: 'TutorHub',
  prefillContact: '9999999999',
  themeColor: '#3399cc',
};
const input = { amount: 52500, currency: 'INR', orderId: 'order_1', description: 'Algebra Basics' };

// The options object as the provider receives it; loosely typed because the test plays the provider.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Options = Record<string, any>;

/** A stand-in for window.Razorpay that lets the test play the provider's part. */
function installProvider() {
  const created: { options: Options; failed?: (r: unknown) => void; opened: boolean; closed: boolean }[] = [];
  class Razorpay {
    entry = { options: {} as Options, opened: false, closed: false } as (typeof created)[number];
    constructor(options: Options) {
      this.entry.options = options;
      created.push(this.entry);
    }
    open() {
      this.entry.opened = true;
    }
    close() {
      this.entry.closed = true;
      this.entry.options.modal.ondismiss();
    }
    on(_event: string, callback: (r: unknown) => void) {
      this.entry.failed = callback;
    }
  }
  return { created, Razorpay };
}

/** Makes <script> insertion "load" by defining the provider, or fail. */
function scriptLoads(provider: ReturnType<typeof installProvider> | 'error') {
  const original = document.head.appendChild.bind(document.head);
  return vi.spyOn(document.head, 'appendChild').mockImplementation((node: Node) => {
    const result = original(node);
    queueMicrotask(() => {
      const script = node as HTMLScriptElement;
      if (provider === 'error') script.onerror?.(new Event('error'));
      else {
        window.Razorpay = provider.Razorpay as never;
        script.onload?.(new Event('load'));
      }
    });
    return result;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.Razorpay;
  document.head.innerHTML = '';
});

describe('RazorpayPaymentWidget', () => {
  it('loads the script on demand once and opens checkout with order, amount, currency, description, prefill and blue theme', async () => {
    const provider = installProvider();
    const append = scriptLoads(provider);
    const widget = new RazorpayPaymentWidget(config, new MemoryLogger());
    expect(append).not.toHaveBeenCalled();

    expect(await widget.open(input, () => undefined)).toBe(true);
    expect(await widget.open(input, () => undefined)).toBe(true);
    expect(append).toHaveBeenCalledTimes(1);
    expect((append.mock.calls[0]?.[0] as HTMLScriptElement).src).toBe(config.scriptUrl);
    expect(provider.created[0]?.opened).toBe(true);
    expect(provider.created[0]?.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 52500,
      currency: 'INR',
      order_id: 'order_1',
      description: 'Algebra Basics',
      prefill: { contact: '9999999999' },
      theme: { color: '#3399cc' },
    });
  });

  it("reports success as code '2' with the provider response", async () => {
    const provider = installProvider();
    scriptLoads(provider);
    const outcomes: PaymentOutcome[] = [];
    await new RazorpayPaymentWidget(config, new MemoryLogger()).open(input, (o) => outcomes.push(o));
    provider.created[0]?.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' });
    expect(outcomes).toEqual([{ code: '2', response: { paymentId: 'pay_1', orderId: 'order_1', signature: 'sig' } }]);
  });

  it("reports a dismissed popup as 'Expired/Cancelled' with no code", async () => {
    const provider = installProvider();
    scriptLoads(provider);
    const outcomes: PaymentOutcome[] = [];
    await new RazorpayPaymentWidget(config, new MemoryLogger()).open(input, (o) => outcomes.push(o));
    provider.created[0]?.options.modal.ondismiss();
    expect(outcomes).toEqual([{ status: 'Expired/Cancelled' }]);
  });

  it("reports a failed payment once as 'Expired/Cancelled', code '3' and the failure, and closes the modal", async () => {
    const provider = installProvider();
    scriptLoads(provider);
    const outcomes: PaymentOutcome[] = [];
    await new RazorpayPaymentWidget(config, new MemoryLogger()).open(input, (o) => outcomes.push(o));
    provider.created[0]?.failed?.({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        reason: 'payment_failed',
        metadata: { payment_id: 'pay_2', order_id: 'order_1' },
      },
    });
    expect(outcomes).toEqual([
      {
        status: 'Expired/Cancelled',
        code: '3',
        response: {
          paymentId: 'pay_2',
          orderId: 'order_1',
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          reason: 'payment_failed',
        },
      },
    ]);
    expect(provider.created[0]?.closed).toBe(true); // its ondismiss did not report a second outcome
  });

  it('logs a script load failure, opens nothing, and tries again on the next call', async () => {
    const logger = new MemoryLogger();
    const append = scriptLoads('error');
    const widget = new RazorpayPaymentWidget(config, logger);
    const handle = vi.fn();
    expect(await widget.open(input, handle)).toBe(false);
    expect(handle).not.toHaveBeenCalled();
    expect(logger.entries).toEqual([expect.objectContaining({ level: 'error', message: 'Payment script failed to load' })]);
    expect(document.head.querySelector('script')).toBeNull();
    append.mockRestore();
    const provider = installProvider();
    scriptLoads(provider);
    expect(await widget.open(input, handle)).toBe(true);
  });
});
