// Offline stand-ins for the payment provider: Razorpay Checkout's script and a hosted payment page.
// Mounted on the mock backend's express app. The mock's store is reached only through the callbacks passed in, so
// this module knows nothing of its layout. The app must parse JSON and urlencoded bodies (json-server's defaults do).
//
//   GET  /__provider/razorpay/checkout.js   the stand-in checkout script (same window.Razorpay contract)
//   POST /__provider/razorpay/pay           { order_id, key } → Razorpay-shaped success, signed with the key secret
//   POST /__provider/razorpay/fail          { order_id, key } → Razorpay-shaped failure ({ error: { …, metadata } })
//   GET  /__provider/hosted/pay?order_id=…&return=…   the hosted payment page with Pay / Fail / Close
//   POST /__provider/hosted/pay  order_id, return     the same page, opened by the app's form (PaymentForm)
//   POST /__provider/hosted/complete        records the outcome and redirects back into the app with it
//
// As Razorpay does, the stand-in also sends a signed webhook (payment.captured / payment.failed) for every payment it
// records, some seconds later, to the backend's webhook URL, retrying with backoff; and it refunds a payment when the
// backend asks (refund(), in process: the backend's handlers are synchronous).
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

const checkoutScript = readFileSync(new URL('./razorpay-checkout.js', import.meta.url), 'utf8');
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function providerPaymentId() {
  let id = '';
  while (id.length < 14) {
    for (const byte of randomBytes(16)) if (byte < 248 && id.length < 14) id += ALPHABET[byte % 62];
  }
  return `pay_${id}`;
}

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export function signPayment(orderId, paymentId, keySecret) {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body with the webhook secret, hex. */
export function signWebhook(rawBody, webhookSecret) {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

export const WEBHOOK_DEFAULTS = Object.freeze({ webhooks: 'on', webhookDelayMs: 3000, webhookRetryMs: 1000, webhookAttempts: 4 });

/** The Razorpay-shaped webhook body for one payment of the stand-in's records. */
export function webhookEvent(payment, order, createdAt = new Date()) {
  const entity = {
    id: payment.PaymentID,
    entity: 'payment',
    order_id: payment.OrderID,
    status: payment.Status,
    amount: order.amount,
    currency: order.currency,
    ...(payment.ErrorCode ? { error_code: payment.ErrorCode } : {}),
    ...(payment.ErrorDescription ? { error_description: payment.ErrorDescription } : {}),
  };
  return { entity: 'event', event: `payment.${payment.Status}`, contains: ['payment'], payload: { payment: { entity } }, created_at: Math.floor(createdAt.getTime() / 1000) };
}

/**
 * Delivers webhooks: each after `webhookDelayMs`, then retried after webhookRetryMs, ×2, ×4 … on a non-2xx answer or a
 * network error, `webhookAttempts` times in all. cancelAll() stops every pending and in-flight delivery (reset, close),
 * so none lands in another test's store.
 */
function webhookSender({ url, webhookSecret, log, now }) {
  let settings = { ...WEBHOOK_DEFAULTS };
  const pending = new Set();
  let deliveries = [];

  function send(body, delivery, attempt) {
    const controller = new AbortController();
    const job = { controller, timer: null };
    pending.add(job);
    const wait = attempt === 0 ? settings.webhookDelayMs : settings.webhookRetryMs * 2 ** (attempt - 1);
    job.timer = setTimeout(async () => {
      delivery.attempts = attempt + 1;
      let status = 0;
      try {
        const response = await fetch(url(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signWebhook(body, webhookSecret) },
          body,
          signal: controller.signal,
        });
        status = response.status;
        await response.arrayBuffer().catch(() => {});
      } catch (error) {
        if (controller.signal.aborted) return;
        log?.(`webhook ${delivery.event} ${delivery.PaymentID}: ${error}`);
      } finally {
        pending.delete(job);
      }
      delivery.lastStatus = status;
      if (status >= 200 && status < 300) delivery.state = 'delivered';
      else if (attempt + 1 < settings.webhookAttempts) send(body, delivery, attempt + 1);
      else delivery.state = 'gave up';
    }, wait);
    job.timer.unref?.();
  }

  return {
    settings: () => ({ ...settings }),
    /** Changes the settings; returns an error message when one is invalid (then nothing changes). */
    configure(raw) {
      const next = { ...settings };
      const { webhooks, webhookDelayMs, webhookRetryMs, webhookAttempts, ...unknown } = raw ?? {};
      if (Object.keys(unknown).length > 0) return `Unknown setting ${Object.keys(unknown)[0]}.`;
      if (webhooks !== undefined) {
        if (webhooks !== 'on' && webhooks !== 'off') return "webhooks must be 'on' or 'off'.";
        next.webhooks = webhooks;
      }
      for (const [name, value, max] of [['webhookDelayMs', webhookDelayMs, 600_000], ['webhookRetryMs', webhookRetryMs, 600_000], ['webhookAttempts', webhookAttempts, 10]]) {
        if (value === undefined) continue;
        if (!Number.isInteger(value) || value < 0 || value > max || (name === 'webhookAttempts' && value < 1)) return `${name} must be a whole number up to ${max}.`;
        next[name] = value;
      }
      settings = next;
      return null;
    },
    deliveries: () => deliveries.map((d) => ({ ...d })),
    pendingCount: () => pending.size,
    deliver(payment, order) {
      if (settings.webhooks !== 'on') return;
      const event = webhookEvent(payment, order, now());
      const delivery = { event: event.event, PaymentID: payment.PaymentID, state: 'pending', attempts: 0, lastStatus: null };
      deliveries.push(delivery);
      send(JSON.stringify(event), delivery, 0);
    },
    /** Stops every pending and in-flight delivery and forgets the log; with `resetSettings`, back to the defaults. */
    cancelAll({ resetSettings = false } = {}) {
      for (const job of pending) {
        clearTimeout(job.timer);
        job.controller.abort();
      }
      pending.clear();
      deliveries = [];
      if (resetSettings) settings = { ...WEBHOOK_DEFAULTS };
    },
  };
}

/**
 * The stand-in's refund API over the store's provider records (the callbacks of attachProviderStandIns), also for a
 * store not yet served (a provider state being set up).
 */
export function standInRefunds({ findOrder, findProviderPayment, recordRefund }) {
  return {
    /**
     * Refunds a captured payment, as Razorpay's refund API does: `amount` in minor units (default: all that is left),
     * never more than was captured minus what was refunded already. Each refund is a new `rfnd_…` appended to the
     * payment's Refunds; the payment reads `refunded` once nothing is left. Null when it is refused (no such payment,
     * not captured, or nothing left to refund): a caller that asks twice for a full refund gets null the second time.
     */
    refund(paymentId, reason, amount) {
      const payment = findProviderPayment(paymentId);
      if (!payment || (payment.Status !== 'captured' && payment.Status !== 'refunded')) return null;
      const order = findOrder(payment.OrderID);
      const left = order.amount - (payment.Refunds ?? []).reduce((sum, r) => sum + r.amount, 0);
      const wanted = amount ?? left;
      if (!Number.isInteger(wanted) || wanted <= 0 || wanted > left) return null;
      const refund = { id: `rfnd_${providerPaymentId().slice(4)}`, amount: wanted, currency: order.currency, notes: { reason } };
      recordRefund(paymentId, refund, wanted === left);
      return findProviderPayment(paymentId).Refunds.at(-1);
    },
  };
}

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]);

/**
 * @param {import('express').Express} app
 * @param {{
 *   keyId: string,
 *   keySecret: string,
 *   appOrigins: string[],
 *   findOrder: (orderId: string) => ({ id: string, amount: number, currency: string, ClassCode: string, Kind: string } | null),
 *   orderPaid: (orderId: string) => boolean,
 *   recordProviderPayment: (payment: { PaymentID: string, OrderID: string, Status: 'captured' | 'failed', ErrorCode?: string, ErrorDescription?: string }) => void,
 *   findProviderPayment: (paymentId: string) => (object | null),
 *   recordRefund: (paymentId: string, refund: { id: string, amount: number, currency: string, notes: { reason: string } }, full: boolean) => void,
 *   webhookUrl: () => string,
 *   webhookSecret: string,
 *   log?: (line: string) => void,
 *   now?: () => Date,
 * }} options
 */
export function attachProviderStandIns(app, options) {
  const { keyId, keySecret, appOrigins, findOrder, orderPaid, findProviderPayment, recordRefund } = options;
  const webhooks = webhookSender({ url: options.webhookUrl, webhookSecret: options.webhookSecret, log: options.log, now: options.now ?? (() => new Date()) });
  const recordProviderPayment = (payment) => {
    options.recordProviderPayment(payment);
    webhooks.deliver(payment, findOrder(payment.OrderID));
  };
  const refuse = (res, status, message) => res.status(status).json({ StatusCode: status, Message: message, Errors: [] });

  function orderFrom(req, res) {
    const orderId = req.body?.order_id ?? req.query?.order_id;
    if (typeof orderId !== 'string' || orderId.length === 0) return refuse(res, 400, 'order_id is required.'), null;
    if (req.body?.key !== undefined && req.body.key !== keyId) return refuse(res, 401, 'Unknown key id.'), null;
    const order = findOrder(orderId);
    if (!order) return refuse(res, 404, `No order ${orderId}.`), null;
    return order;
  }

  function pay(order) {
    const paymentId = providerPaymentId();
    recordProviderPayment({ PaymentID: paymentId, OrderID: order.id, Status: 'captured' });
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: signPayment(order.id, paymentId, keySecret),
    };
  }

  function fail(order) {
    const paymentId = providerPaymentId();
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment was declined by the test bank.',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: paymentId },
    };
    recordProviderPayment({ PaymentID: paymentId, OrderID: order.id, Status: 'failed', ErrorCode: error.code, ErrorDescription: error.description });
    return { error };
  }

  app.get('/__provider/razorpay/checkout.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-store').send(checkoutScript);
  });

  // As the provider: an order is paid once; a second payment on it (a second tab, a double click) is refused.
  const ALREADY_PAID = 'This order is already paid.';
  app.post('/__provider/razorpay/pay', (req, res) => {
    const order = orderFrom(req, res);
    if (!order) return;
    if (orderPaid(order.id)) return refuse(res, 400, ALREADY_PAID);
    res.json(pay(order));
  });

  app.post('/__provider/razorpay/fail', (req, res) => {
    const order = orderFrom(req, res);
    if (order) res.json(fail(order));
  });

  function safeReturn(candidate) {
    try {
      const url = new URL(candidate);
      return appOrigins.includes(url.origin) ? url : null;
    } catch {
      return null;
    }
  }

  // Opened by a link (GET with the fields in the query) or by a form the app submits (POST, PaymentForm).
  const hostedPage = (req, res) => {
    const order = orderFrom(req, res);
    if (!order) return;
    const back = safeReturn(req.body?.return ?? req.query.return);
    if (!back) return refuse(res, 400, 'return must be an address of the app.');
    const amount = order.currency === 'JPY' ? String(order.amount) : (order.amount / 100).toFixed(2);
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test payment page</title>
<style>body{font-family:system-ui,sans-serif;background:#eef3f8;color:#1c2527;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:10px;padding:24px;width:min(380px,92vw);border-top:6px solid #1f5f8b}
.actions{display:flex;gap:8px;justify-content:flex-end}button{min-height:44px;padding:8px 16px;border-radius:8px;border:2px solid #1f5f8b;font:inherit;font-weight:600;background:#1f5f8b;color:#fff}
button[value=fail]{background:#a3261e;border-color:#a3261e}button[value=close]{background:#fff;color:#1f5f8b}</style></head>
<body><main><h1>Test payment page</h1>
<p>${escapeHtml(order.currency)} ${escapeHtml(amount)} for class ${escapeHtml(order.ClassCode)}. Offline stand-in: no money moves.</p>
<form method="post" action="/__provider/hosted/complete" class="actions">
<input type="hidden" name="order_id" value="${escapeHtml(order.id)}">
<input type="hidden" name="return" value="${escapeHtml(back.href)}">
<button name="outcome" value="pay">Pay</button><button name="outcome" value="fail">Fail</button><button name="outcome" value="close">Close</button>
</form></main></body></html>`);
  };
  app.get('/__provider/hosted/pay', hostedPage);
  app.post('/__provider/hosted/pay', hostedPage);

  app.post('/__provider/hosted/complete', (req, res) => {
    const order = orderFrom(req, res);
    if (!order) return;
    const back = safeReturn(req.body?.return);
    if (!back) return refuse(res, 400, 'return must be an address of the app.');
    const outcome = req.body?.outcome;
    back.searchParams.set('ClassCode', order.ClassCode);
    back.searchParams.set('Kind', order.Kind);
    if (outcome === 'pay') {
      if (orderPaid(order.id)) return refuse(res, 400, ALREADY_PAID);
      const r = pay(order);
      back.searchParams.set('code', '2');
      back.searchParams.set('PaymentID', r.razorpay_payment_id);
      back.searchParams.set('OrderID', r.razorpay_order_id);
      back.searchParams.set('Signature', r.razorpay_signature);
    } else if (outcome === 'fail') {
      const { error } = fail(order);
      back.searchParams.set('code', '3');
      back.searchParams.set('PaymentID', error.metadata.payment_id);
      back.searchParams.set('OrderID', order.id);
      back.searchParams.set('ErrorCode', error.code);
      back.searchParams.set('ErrorDescription', error.description);
    } else {
      back.searchParams.set('status', 'Expired/Cancelled');
    }
    res.redirect(303, back.href);
  });

  return {
    webhooks,
    ...standInRefunds({ findOrder, findProviderPayment, recordRefund }),
  };
}
