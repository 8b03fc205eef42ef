import { afterEach, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, gstinCheckCharacter } from '@kaksha/shared';
import type { Billing } from '@kaksha/shared';
import type { ResolverOptions } from 'react-hook-form';
import {
  billingFieldErrors,
  billingResolver,
  initialBillingValues,
  normaliseGstin,
  readSavedBilling,
  saveBilling,
  toBillingInput,
} from './billing-details';
import type { BillingFormValues } from './billing-details';

/** A GSTIN with a correct check character for state `code`. */
const gstinFor = (code: string) => {
  const first14 = `${code}AAACK1234A1Z`;
  return first14 + gstinCheckCharacter(first14);
};
const KARNATAKA = gstinFor('29');

const VALID: BillingFormValues = {
  name: 'Asha Rao',
  state: '29',
  pin: '560001',
  needsGstInvoice: false,
  gstin: '',
  legalName: '',
  address: '',
};

const OPTIONS = {
  fields: {},
  shouldUseNativeValidation: false,
} as unknown as ResolverOptions<BillingFormValues>;

/** What the form would say, field by field (empty when the billing is valid). */
async function messages(values: Partial<BillingFormValues>): Promise<Record<string, string>> {
  const result = await billingResolver({ ...VALID, ...values }, undefined, OPTIONS);
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, String(error?.message)]),
  );
}

afterEach(() => localStorage.clear());

describe('billing details', () => {
  it('accepts a name, a state and a PIN, and sends only those for a personal invoice', async () => {
    expect(await messages({})).toEqual({});
    const result = await billingResolver(
      { ...VALID, gstin: 'typed then closed', legalName: 'X' },
      undefined,
      OPTIONS,
    );
    expect(result.values).toEqual({ name: 'Asha Rao', state: '29', pin: '560001' });
  });

  it('asks for the state and a 6-digit PIN in the shared words', async () => {
    expect(await messages({ state: '' })).toEqual({ state: BILLING_MESSAGES.state });
    expect(await messages({ pin: '56001' })).toEqual({ pin: BILLING_MESSAGES.pin });
    expect(await messages({ pin: '056001' })).toEqual({ pin: BILLING_MESSAGES.pin });
    expect(await messages({ name: ' ' })).toEqual({ name: 'Enter the name for the invoice.' });
  });

  it('checks a business GSTIN, its state, the legal name and the address', async () => {
    const business = { needsGstInvoice: true, legalName: 'Kaksha Co', address: '1 MG Road' };
    expect(await messages({ ...business, gstin: KARNATAKA })).toEqual({});
    // A wrong check character.
    const wrong = `${KARNATAKA.slice(0, 14)}${KARNATAKA.endsWith('A') ? 'B' : 'A'}`;
    expect(await messages({ ...business, gstin: wrong })).toEqual({
      gstin: BILLING_MESSAGES.gstin,
    });
    // Maharashtra's GSTIN with Karnataka chosen.
    expect(await messages({ ...business, gstin: gstinFor('27') })).toEqual({
      gstin: BILLING_MESSAGES.gstinState,
    });
    expect(
      await messages({ needsGstInvoice: true, gstin: KARNATAKA, legalName: '', address: '' }),
    ).toEqual({ legalName: BILLING_MESSAGES.legalName, address: BILLING_MESSAGES.address });
    // Opened but left empty: asked for, not silently a consumer invoice.
    expect(await messages({ needsGstInvoice: true })).toEqual({
      gstin: BILLING_MESSAGES.gstinNeeded,
    });
  });

  it('sends the business fields, the GSTIN in capitals', async () => {
    const result = await billingResolver(
      {
        ...VALID,
        needsGstInvoice: true,
        gstin: KARNATAKA.toLowerCase(),
        legalName: 'Kaksha Co',
        address: '1 MG Road',
      },
      undefined,
      OPTIONS,
    );
    expect(result.values).toEqual({
      name: 'Asha Rao',
      state: '29',
      pin: '560001',
      gstin: KARNATAKA,
      legalName: 'Kaksha Co',
      address: '1 MG Road',
    });
    expect(toBillingInput({ ...VALID, gstin: KARNATAKA })).toEqual({
      name: 'Asha Rao',
      state: '29',
      pin: '560001',
    });
  });

  it('types a GSTIN in capitals without spaces', () => {
    expect(normaliseGstin(' 29aaack 1234a1z5 ')).toBe('29AAACK1234A1Z5');
  });

  it("finds the billing fields in the server's 400, first message each", () => {
    expect(
      billingFieldErrors([
        { field: 'mobileNumber', message: 'Invalid phone number.' },
        { field: 'billing.gstin', message: BILLING_MESSAGES.gstinState },
        { field: 'billing.gstin', message: BILLING_MESSAGES.gstin },
        { field: 'billing.pin', message: BILLING_MESSAGES.pin },
        { field: 'billing.unknown', message: 'ignored' },
        { message: 'no field' },
      ]),
    ).toEqual([
      ['gstin', BILLING_MESSAGES.gstinState],
      ['pin', BILLING_MESSAGES.pin],
    ]);
  });

  it("remembers each account's last billing apart, and starts a new one from the profile name", () => {
    const business: Billing = {
      name: 'Asha Rao',
      state: '29',
      pin: '560001',
      gstin: KARNATAKA,
      legalName: 'Kaksha Co',
      address: '1 MG Road',
    };
    saveBilling('user-a', business);
    expect(readSavedBilling('user-a')).toEqual(business);
    expect(readSavedBilling('user-b')).toBeUndefined();
    expect(initialBillingValues(readSavedBilling('user-a'), 'Someone Else')).toEqual({
      ...business,
      needsGstInvoice: true,
    });
    expect(initialBillingValues(readSavedBilling('user-b'), 'Ravi Kumar')).toEqual({
      name: 'Ravi Kumar',
      state: '',
      pin: '',
      needsGstInvoice: false,
      gstin: '',
      legalName: '',
      address: '',
    });
    // Something unreadable is ignored, not shown.
    localStorage.setItem('billing-details:user-c', '{"state":"99"');
    expect(readSavedBilling('user-c')).toBeUndefined();
    localStorage.setItem('billing-details:user-c', JSON.stringify({ ...business, state: '99' }));
    expect(readSavedBilling('user-c')).toBeUndefined();
  });
});
