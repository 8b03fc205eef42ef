import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { typeInto, errorOf } from '../../test/form-helpers';
import { askApi, createLearner, eventually, tokenOf, type Learner } from '../../test/seed';
import { AGE_NEEDED_FOR_REMINDERS } from './reminder-choices';

// The cart summary's "Send me reminders and offers" box (unticked) and age question, beside the
// billing details: checked before an order is made, sent with it, recorded by the real API.

const app = setUpApp();
const COMPLETE = { mobileNumber: '9876543210', collegeName: 'RV College', stream: 'CSE' };

beforeAll(async () => {
  await import('./routes/cart-summary-page');
});

function putWebmonkInCart() {
  localStorage.setItem(
    'cart',
    JSON.stringify([{ id: 'webmonk', name: 'Webmonk', description: '', price: 1, image: '' }]),
  );
}

const input = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
const paymentRequests = () =>
  app.network.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1.5/payment/'));
const consentsOf = async (learner: Learner) =>
  askApi<{ marketing: boolean; isMinor: boolean }>('/v1.5/users/me/consents', {
    token: await tokenOf(learner),
  });

async function openSummary(learner: Learner, path = '/cart-summary') {
  await signInAs(learner);
  app.renderApp(path);
  await waitFor(() => expect(input('Email').value).toBe(learner.email));
  await waitFor(() => expect(payButton().disabled).toBe(false));
  // The billing details every order needs.
  fireEvent.change(input('State or union territory'), { target: { value: '29' } });
  typeInto(input('PIN code'), '560001');
}

describe('reminders and age at checkout', () => {
  it('start unticked and unanswered, and an order without them carries neither', async () => {
    putWebmonkInCart();
    const learner = await createLearner({ profile: COMPLETE });
    await openSummary(learner);
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Send me reminders and offers',
    });
    expect(box.checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'I am 18 or older' }).checked).toBe(
      false,
    );
    fireEvent.click(payButton());
    await waitFor(() => expect(paymentRequests()).toHaveLength(1));
    const body = JSON.parse(paymentRequests()[0]!.body);
    expect(body).not.toHaveProperty('marketingConsent');
    expect(body).not.toHaveProperty('ageStatement');
    expect(await consentsOf(learner)).toMatchObject({ marketing: false, isMinor: false });
  });

  it('need the age answer once the box is ticked; "under 18" is recorded and keeps mail off', async () => {
    putWebmonkInCart();
    const learner = await createLearner({ profile: COMPLETE });
    await openSummary(learner);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me reminders and offers' }));
    fireEvent.click(payButton());
    const under18 = screen.getByRole<HTMLInputElement>('radio', { name: 'I am under 18' });
    await waitFor(() => expect(errorOf(under18)).toBe(AGE_NEEDED_FOR_REMINDERS));
    expect(paymentRequests()).toEqual([]);

    fireEvent.click(under18);
    fireEvent.click(payButton());
    await waitFor(() => expect(paymentRequests()).toHaveLength(1));
    expect(JSON.parse(paymentRequests()[0]!.body)).toMatchObject({
      marketingConsent: true,
      ageStatement: 'minor',
    });
    await eventually(
      () => consentsOf(learner),
      (consents) => consents.isMinor,
    );
    expect(await consentsOf(learner)).toMatchObject({ marketing: false, isMinor: true });
  });

  it('an adult who ticks the box consents', async () => {
    putWebmonkInCart();
    const learner = await createLearner({ profile: COMPLETE });
    await openSummary(learner);
    fireEvent.click(screen.getByRole('radio', { name: 'I am 18 or older' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me reminders and offers' }));
    fireEvent.click(payButton());
    await waitFor(() => expect(paymentRequests()).toHaveLength(1));
    await eventually(
      () => consentsOf(learner),
      (consents) => consents.marketing,
    );
  });

  it("puts a recovery e-mail's programs and batch back in the cart", async () => {
    localStorage.removeItem('cart');
    const [batch] = await askApi<Array<{ id: string }>>('/v1.5/courses/webmonk/batches');
    const learner = await createLearner({ profile: COMPLETE });
    const restore = batch ? `webmonk:${batch.id}` : 'webmonk';
    await signInAs(learner);
    const { router } = app.renderApp(`/cart-summary?restore=${encodeURIComponent(restore)}`);
    await waitFor(() => expect(payButton().disabled).toBe(false));
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ id: string }>;
    expect(cart.map((line) => line.id)).toEqual(['webmonk']);
    if (batch)
      expect(JSON.parse(localStorage.getItem('batch-choice') ?? '{}')).toMatchObject({
        webmonk: batch.id,
      });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
