/**
 * The sandbox's checkout.js: the same `new Razorpay(options).open()` / `on('payment.failed')`
 * surface as Razorpay's script, showing a small accessible Pay / Fail dialog instead.
 * It posts to the pay URL beside the address it was loaded from (`document.currentScript`), so a
 * page that loaded it from the API base it uses (this server under any host name, or another
 * origin's client) pays on that same server; the absolute PUBLIC_URL address is the fallback. It
 * sends the learner's own session: the access token the web app keeps in localStorage
 * ('access-token', as the spec's client does). Only the order's owner can pay it.
 */
export function buildCheckoutScript(payUrl: string): string {
  return `(() => {
  'use strict';
  var SCRIPT = document.currentScript;
  var PAY_URL = SCRIPT && SCRIPT.src ? new URL('pay', SCRIPT.src).href : ${JSON.stringify(payUrl)};
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text) node.textContent = text;
    return node;
  }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.handlers = {};
  }
  Razorpay.prototype.on = function (event, fn) { (this.handlers[event] = this.handlers[event] || []).push(fn); return this; };
  Razorpay.prototype.close = function () { if (this.root) { this.root.remove(); this.root = null; } if (this.lastFocus) this.lastFocus.focus(); };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    this.lastFocus = document.activeElement;
    var root = el('div', { 'data-sandbox-checkout': '', style: 'position:fixed;inset:0;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif' });
    var box = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'rzp-sandbox-title', style: 'background:#fff;color:#0f172a;border-radius:16px;padding:24px;width:min(92vw,380px);box-shadow:0 20px 50px rgba(0,0,0,.3)' });
    var bar = el('div', { style: 'height:6px;border-radius:6px;margin:-8px 0 16px;background:' + ((o.theme && o.theme.color) || '#4f46e5') });
    var title = el('h2', { id: 'rzp-sandbox-title', style: 'margin:0 0 4px;font-size:18px' }, (o.name || 'Checkout') + ' (test payment)');
    var amount = el('p', { style: 'margin:0 0 4px;font-size:24px;font-weight:700' }, (o.currency || 'INR') + ' ' + ((o.amount || 0) / 100).toFixed(2));
    var desc = el('p', { style: 'margin:0 0 12px;color:#475569;font-size:14px' }, o.description || '');
    var who = el('p', { style: 'margin:0 0 16px;color:#475569;font-size:13px' }, [o.prefill && o.prefill.name, o.prefill && o.prefill.email, o.prefill && o.prefill.contact].filter(Boolean).join(' · '));
    var status = el('p', { role: 'status', 'aria-live': 'polite', style: 'min-height:20px;margin:0 0 12px;font-size:14px;color:#b91c1c' });
    var pay = el('button', { type: 'button', style: 'flex:1;padding:12px;border:0;border-radius:10px;background:#16a34a;color:#fff;font-weight:600;cursor:pointer' }, 'Pay');
    var fail = el('button', { type: 'button', style: 'flex:1;padding:12px;border:1px solid #cbd5e1;border-radius:10px;background:#fff;color:#b91c1c;font-weight:600;cursor:pointer' }, 'Fail');
    var close = el('button', { type: 'button', 'aria-label': 'Close checkout', style: 'float:right;border:0;background:none;font-size:22px;cursor:pointer;line-height:1' }, '\\u00d7');
    var row = el('div', { style: 'display:flex;gap:12px' });
    row.append(pay, fail);
    box.append(close, bar, title, amount, desc, who, status, row);
    root.append(box);
    document.body.append(root);
    this.root = root;
    pay.focus();
    function busy(on) { pay.disabled = on; fail.disabled = on; }
    function post(outcome) {
      busy(true);
      var token = null;
      try { token = window.localStorage.getItem('access-token'); } catch (e) { token = null; }
      var headers = { 'content-type': 'application/json' };
      if (token) headers.authorization = 'Bearer ' + token;
      return fetch(PAY_URL, { method: 'POST', mode: 'cors', credentials: 'omit', headers: headers, body: JSON.stringify({ order_id: o.order_id, outcome: outcome }) })
        .then(function (r) { return r.json(); })
        .finally(function () { busy(false); });
    }
    pay.addEventListener('click', function () {
      post('success').then(function (res) {
        if (!res.razorpay_payment_id) { status.textContent = res.message || 'Payment could not be made.'; return; }
        self.close();
        if (typeof o.handler === 'function') o.handler(res);
      }, function () { status.textContent = 'The test payment service did not answer.'; });
    });
    fail.addEventListener('click', function () {
      post('failure').then(function (res) {
        if (!res.error) { status.textContent = res.message || 'Payment could not be made.'; return; }
        status.textContent = 'Payment failed. You can try again or close.';
        (self.handlers['payment.failed'] || []).forEach(function (fn) { fn(res); });
      });
    });
    function dismiss() { self.close(); if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss(); }
    close.addEventListener('click', dismiss);
    root.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') { dismiss(); return; }
      if (e.key !== 'Tab') return;
      var items = [close, pay, fail], i = items.indexOf(document.activeElement);
      e.preventDefault();
      items[(i + (e.shiftKey ? items.length - 1 : 1)) % items.length].focus();
    });
  };
  window.Razorpay = Razorpay;
})();
`;
}
