import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import {
  addToServerCart,
  buyPrograms,
  createLearner,
  createStaff,
  seedCallBack,
  uniqueMobile,
} from '../../test/seed';
import { findResultRows, pick } from './test/sales-helpers';

// "Send payment link" on the sales console's rows (issue 27): the payment-links feature's dialog,
// given to the console by the app, opens with what the row knows of the person and the programs.

const app = setUpApp();
const LONG = { timeout: 15_000 };

beforeAll(async () => {
  await Promise.all([import('../../app/pages/sales'), import('./routes/sales-page')]);
});

async function openConsole(path = '/operations/sales') {
  await signInAs(await createStaff('SALES', 'Sana Sales'));
  app.renderApp(path);
  await screen.findByRole('heading', { level: 1 }, LONG);
}

const display = () => fireEvent.click(screen.getByRole('button', { name: 'Display' }));

/** Presses the row's Send payment link; answers the dialog it opens. */
async function sendFrom(row: HTMLElement) {
  fireEvent.click(within(row).getByRole('button', { name: /^Send .* a payment link$/ }));
  return within(await screen.findByRole('dialog', { name: 'Send a payment link' }, LONG));
}

type Dialog = Awaited<ReturnType<typeof sendFrom>>;
const valueOf = (dialog: Dialog, label: string | RegExp) =>
  dialog.getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value;

/** The programs the dialog's lines hold, once the catalogue has filled their choices. */
async function programsOf(dialog: Dialog) {
  return waitFor(() => {
    const selects = dialog.getAllByLabelText<HTMLSelectElement>(/^Program( \d+)?$/);
    if (selects.some((select) => select.options.length < 2)) throw new Error('loading');
    return selects.map((select) => select.value);
  }, LONG);
}

describe('/operations/sales: Send payment link', () => {
  it('from a call-back request: its name, number and program', async () => {
    const mobileNumber = uniqueMobile();
    const name = `Caller ${mobileNumber.slice(-4)} Link`;
    await seedCallBack({ name, mobileNumber, program: 'iot' });
    await openConsole();
    pick('Call-back', 'Call-back requests');
    fireEvent.change(screen.getByLabelText('Name or mobile'), { target: { value: mobileNumber } });
    display();
    const [row] = await findResultRows('Call-back requests', 1);
    const dialog = await sendFrom(row!);
    expect(valueOf(dialog, 'Name')).toBe(name);
    expect(valueOf(dialog, /^Mobile/)).toBe(mobileNumber);
    expect(valueOf(dialog, 'E-mail')).toBe('');
    // Focus starts where the row left a gap: the e-mail.
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('E-mail')));
    expect(await programsOf(dialog)).toEqual(['iot']);
    // The dialog belongs to the console's page: closing it leaves the results as they were.
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await findResultRows('Call-back requests', 1)).toHaveLength(1);
  });

  it('from a learner: name, e-mail and mobile, programs to choose', async () => {
    const mobileNumber = uniqueMobile();
    const learner = await createLearner({ name: 'Ravi Learner', profile: { mobileNumber } });
    await openConsole();
    pick('User', 'All users');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: learner.email } });
    display();
    const [row] = await findResultRows('Users', 1);
    const dialog = await sendFrom(row!);
    expect(valueOf(dialog, 'Name')).toBe('Ravi Learner');
    expect(valueOf(dialog, 'E-mail')).toBe(learner.email);
    expect(valueOf(dialog, /^Mobile/)).toBe(mobileNumber);
    expect(await programsOf(dialog)).toEqual(['']);
  });

  it('from a cart: the learner and the cart’s programs not yet paid for', async () => {
    const mobileNumber = uniqueMobile();
    const learner = await createLearner({ name: 'Anil Cart', profile: { mobileNumber } });
    await buyPrograms(learner, ['machinester']);
    await addToServerCart(learner, 'webmonk');
    await addToServerCart(learner, 'iot');
    await openConsole('/operations/active-carts');
    const row = (await screen.findByText(learner.email, {}, LONG)).closest('tr')!;
    const dialog = await sendFrom(row);
    expect(valueOf(dialog, 'Name')).toBe('Anil Cart');
    expect(valueOf(dialog, 'E-mail')).toBe(learner.email);
    expect(valueOf(dialog, /^Mobile/)).toBe(mobileNumber);
    expect((await programsOf(dialog)).sort()).toEqual(['iot', 'webmonk']);
  });

  it('is linked from the console’s header', async () => {
    await openConsole();
    fireEvent.click(screen.getByRole('link', { name: 'Payment links' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment links' }, LONG),
    ).toBeTruthy();
  });
});
