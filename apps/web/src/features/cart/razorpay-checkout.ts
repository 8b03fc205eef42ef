/**
 * Razorpay's checkout.js, or the server's sandbox copy of it: the server says which to load.
 * Only the part of its API the checkout uses is typed here.
 */

export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  /** Coupons display (spec §4.4; Razorpay's name for it): the checkout shows the coupon. */
  show_coupons?: boolean;
  notes?: Record<string, string>;
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void; escape?: boolean };
}

export interface RazorpayInstance {
  open: () => void;
  on: (event: 'payment.failed', handler: (response: RazorpayFailure) => void) => void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();
const SANDBOX_SCRIPT_PATH = '/sandbox/razorpay/checkout.js';

/**
 * Where to load the checkout script from: the server's sandbox script from the API base this page
 * already uses (the server names it by PUBLIC_URL, which may be another host name than the one in
 * the address bar, and the CSP allows only this page's API), anything else as named.
 */
export function checkoutScriptSource(serverSource: string, apiBase: string): string {
  let path: string;
  try {
    path = new URL(serverSource, 'http://checkout.invalid').pathname;
  } catch {
    return serverSource;
  }
  return path.endsWith(SANDBOX_SCRIPT_PATH) ? `${apiBase}${SANDBOX_SCRIPT_PATH}` : serverSource;
}

/** Adds the checkout script once per page; a failed load may be tried again. */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('The payment window did not load.'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('The payment window could not be loaded.'));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
}

/** The brand colour for the checkout's theme, from the design tokens. */
export function readBrandColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-brand-700');
  return value.trim() || FALLBACK_BRAND_COLOUR;
}

// Used only when the stylesheet has not set the token (it matches --color-brand-700).
const FALLBACK_BRAND_COLOUR = '#5a21d9';
