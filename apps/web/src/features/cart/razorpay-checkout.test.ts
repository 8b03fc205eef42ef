import { describe, expect, it } from 'vitest';
import { checkoutScriptSource } from './razorpay-checkout';

describe('checkoutScriptSource (issue 23 item 12)', () => {
  it("loads the server's sandbox script from the API base this page uses", () => {
    // The server names it by PUBLIC_URL (localhost), the page may be on 127.0.0.1.
    expect(
      checkoutScriptSource('http://localhost:3000/api/sandbox/razorpay/checkout.js', '/api'),
    ).toBe('/api/sandbox/razorpay/checkout.js');
    expect(
      checkoutScriptSource(
        'https://kaksha.example/api/sandbox/razorpay/checkout.js',
        'https://api.other.example/api',
      ),
    ).toBe('https://api.other.example/api/sandbox/razorpay/checkout.js');
  });

  it("keeps Razorpay's own script as named", () => {
    const razorpay = 'https://checkout.razorpay.com/v1/checkout.js';
    expect(checkoutScriptSource(razorpay, '/api')).toBe(razorpay);
  });
});
