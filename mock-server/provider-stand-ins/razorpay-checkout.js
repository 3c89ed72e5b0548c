// Offline stand-in for Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js), served by the mock backend.
// Implements the same window.Razorpay contract the app's adapter uses: new Razorpay(options), open(), close(),
// on('payment.failed', fn), options.handler, options.modal.ondismiss. It renders an accessible dialog in the page's
// own DOM (no iframe) with the buttons 'Pay', 'Fail' and 'Close'. The mock server records each payment and signs
// successes as Razorpay does (HMAC-SHA256 of `order_id|payment_id` with the key secret), so the secret never
// reaches the browser.
(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script ? new URL(script.src).origin : 'http://localhost:3001';

  function post(path, body) {
    return fetch(origin + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw new Error(json && json.Message ? json.Message : 'Stand-in checkout error');
        return json;
      });
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key || !options.order_id || typeof options.amount !== 'number') {
      throw new Error('Razorpay stand-in: key, order_id and a numeric amount are required');
    }
    this.options = options;
    this.listeners = {};
    this.root = null;
    this.previousFocus = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.open = function () {
    if (this.root) return;
    var self = this; // eslint-disable-line @typescript-eslint/no-this-alias -- ES5 script, no arrow functions
    var o = this.options;
    this.previousFocus = document.activeElement;
    var root = document.createElement('div');
    root.setAttribute('data-testid', 'razorpay-stand-in');
    root.style.cssText =
      'position:fixed;inset:0;background:rgba(0,0,0,.5);display:grid;place-items:center;z-index:2147483647;font-family:system-ui,sans-serif';
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Test checkout');
    dialog.style.cssText = 'background:#fff;color:#1c2527;border-radius:10px;padding:24px;width:min(360px,92vw);border-top:6px solid ' + ((o.theme && o.theme.color) || '#3399cc');
    // JPY has no minor unit (Razorpay's amounts are in the currency's smallest unit).
    var amount = o.currency === 'JPY' ? String(o.amount) : (o.amount / 100).toFixed(2);
    var heading = document.createElement('h2');
    heading.textContent = 'Test checkout';
    heading.style.margin = '0 0 8px';
    var details = document.createElement('p');
    details.textContent = (o.name || '') + ' — ' + (o.description || '') + ': ' + o.currency + ' ' + amount + ' (minor units ' + o.amount + ')';
    var note = document.createElement('p');
    note.textContent = 'Offline stand-in: no money moves. Order ' + o.order_id + '.';
    note.style.fontSize = '14px';
    var status = document.createElement('p');
    status.setAttribute('role', 'status');
    var actions = document.createElement('div');
    actions.style.cssText = 'display:flex;gap:8px;justify-content:flex-end';
    function button(label, background, onClick) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = 'min-height:44px;padding:8px 16px;border-radius:8px;border:2px solid #1f5f8b;font:inherit;font-weight:600;cursor:pointer;background:' + background + ';color:' + (background === '#fff' ? '#1f5f8b' : '#fff');
      b.addEventListener('click', onClick);
      actions.appendChild(b);
      return b;
    }
    var busy = false;
    function run(path, onDone) {
      if (busy) return;
      busy = true;
      status.textContent = 'Processing…';
      post(path, { order_id: o.order_id, key: o.key })
        .then(onDone)
        .catch(function (error) {
          busy = false;
          status.textContent = error.message;
        });
    }
    button('Pay', '#1f5f8b', function () {
      run('/__provider/razorpay/pay', function (response) {
        self.teardown();
        if (typeof o.handler === 'function') o.handler(response);
      });
    });
    button('Fail', '#a3261e', function () {
      run('/__provider/razorpay/fail', function (response) {
        busy = false;
        status.textContent = 'Payment failed: ' + response.error.description;
        self.emit('payment.failed', response);
      });
    });
    button('Close', '#fff', function () {
      self.close();
    });
    dialog.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        self.close();
      }
      if (event.key === 'Tab') {
        var buttons = actions.querySelectorAll('button');
        var first = buttons[0];
        var last = buttons[buttons.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    });
    dialog.appendChild(heading);
    dialog.appendChild(details);
    dialog.appendChild(note);
    dialog.appendChild(status);
    dialog.appendChild(actions);
    root.appendChild(dialog);
    document.body.appendChild(root);
    this.root = root;
    actions.querySelector('button').focus();
  };

  Razorpay.prototype.teardown = function () {
    if (!this.root) return false;
    this.root.remove();
    this.root = null;
    if (this.previousFocus && typeof this.previousFocus.focus === 'function') this.previousFocus.focus();
    return true;
  };

  /** Closing the popup dismisses it, as Razorpay does: modal.ondismiss is called. */
  Razorpay.prototype.close = function () {
    if (this.teardown() && this.options.modal && typeof this.options.modal.ondismiss === 'function') {
      this.options.modal.ondismiss();
    }
  };

  window.Razorpay = Razorpay;
})();
