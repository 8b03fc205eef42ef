import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_CART_ITEMS, PAYMENT_LINK_MAX_DAYS, PAYMENT_LINK_MESSAGES } from '@kaksha/shared';
import type { PaymentLink } from '@kaksha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusedToken } from '../../../lib/api-client';
import { formatInrPaise } from '../../../lib/format';
import { toastSuccess } from '../../../lib/toast';
import {
  PAYMENT_LINK_KEYS,
  catalogueQuery,
  createPaymentLink,
  paymentLinkErrorMessage,
} from '../api';
import { copyLink } from '../copy-link';
import { formatLinkTime } from '../payment-link-format';
import { paymentLinkDefaults, paymentLinkFormSchema, quoteInputs } from '../payment-link-form';
import type {
  PaymentLinkBody,
  PaymentLinkFormValues,
  PaymentLinkPrefill,
} from '../payment-link-form';
import { LinkQuote } from './link-quote';
import { ProgramLine } from './program-line';

export interface SendPaymentLinkDialogProps {
  /** What the row it was opened from knows: name, e-mail, mobile, programs. */
  prefill?: PaymentLinkPrefill;
  onClose: () => void;
}

/** The coupon as the quote sees it: once typing pauses, not on every key. */
function useSettledValue(value: string, delayMs = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * SALES and ADMIN: sends a learner a payment link for programs in batches. The recipient, the
 * programs (each with its batch: open batches, soonest first, with seats left), an optional coupon
 * and how long the link stays valid; the server's price shows as they are chosen, and the server
 * prices the link itself. Sent, the dialog shows the link to copy; a refusal (400, or 409 when
 * the recipient already owns a program) says why here.
 */
export function SendPaymentLinkDialog({ prefill, onClose }: SendPaymentLinkDialogProps) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<PaymentLink>();
  const courses = useQuery(catalogueQuery());
  const { register, handleSubmit, formState, control, setValue } = useForm<
    PaymentLinkFormValues,
    unknown,
    PaymentLinkBody
  >({
    resolver: zodResolver(paymentLinkFormSchema) as Resolver<
      PaymentLinkFormValues,
      unknown,
      PaymentLinkBody
    >,
    defaultValues: paymentLinkDefaults(prefill),
  });
  // Focus starts on the first recipient field the row could not fill (the e-mail of a call-back).
  const [firstEmpty] = useState(() => {
    const { recipient } = paymentLinkDefaults(prefill);
    return (['name', 'email', 'mobile'] as const).find((key) => !recipient[key]) ?? 'name';
  });
  const autofocus = (key: typeof firstEmpty) => (key === firstEmpty ? true : undefined);
  const lines = useFieldArray({ control, name: 'items' });
  const errors = formState.errors;
  const items = useWatch({ control, name: 'items' });
  const typedCoupon = useWatch({ control, name: 'couponCode' }) ?? '';
  const couponCode = useDeferredValue(useSettledValue(typedCoupon.trim()));
  const { courseIds, batches } = quoteInputs(items);

  const send = useMutation({
    mutationFn: createPaymentLink,
    onMutate: () => setFailure(undefined),
    onSuccess: async (link) => {
      toastSuccess(PAYMENT_LINK_MESSAGES.sent);
      setSent(link);
      await queryClient.invalidateQueries({ queryKey: PAYMENT_LINK_KEYS.all });
    },
    onError: (error) => {
      if (isRefusedToken(error)) return;
      setFailure(paymentLinkErrorMessage(error));
    },
  });
  const close = () => {
    if (!send.isPending) onClose();
  };
  const programsError = errors.items?.message ?? errors.items?.root?.message;

  if (sent)
    return (
      <Modal title="Payment link sent" isTitleVisible onClose={onClose} focusKey="sent">
        <SentLink link={sent} onClose={onClose} />
      </Modal>
    );

  return (
    <Modal title="Send a payment link" isTitleVisible onClose={close} focusKey="form">
      <form
        noValidate
        aria-label="Send a payment link"
        aria-busy={send.isPending || undefined}
        onSubmit={handleSubmit((body) => send.mutate(body))}
      >
        <FormAlert message={failure} />
        <fieldset>
          <legend className="mb-2 text-sm font-bold tracking-wide text-ink-700 uppercase">
            Recipient
          </legend>
          <TextField
            label="Name"
            autoComplete="off"
            data-autofocus={autofocus('name')}
            error={errors.recipient?.name?.message}
            {...register('recipient.name')}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="off"
            data-autofocus={autofocus('email')}
            error={errors.recipient?.email?.message}
            {...register('recipient.email')}
          />
          <TextField
            label="Mobile"
            note="(10 digits)"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            data-autofocus={autofocus('mobile')}
            error={errors.recipient?.mobile?.message}
            {...register('recipient.mobile')}
          />
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-bold tracking-wide text-ink-700 uppercase">
            Programs
          </legend>
          {courses.isError ? (
            <p role="alert" className="mb-3 text-sm text-error-700">
              {paymentLinkErrorMessage(courses.error)}{' '}
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => void courses.refetch()}
              >
                Try again
              </button>
            </p>
          ) : !courses.data ? (
            // The lines wait for the catalogue: a select registered before its options would
            // show no choice for a prefilled program.
            <p className="flex items-center gap-2 text-sm text-ink-600">
              <Spinner size="sm" tone="current" label="Loading programs" /> Loading programs…
            </p>
          ) : (
            <div className="space-y-3">
              {lines.fields.map((field, index) => (
                <ProgramLine
                  key={field.id}
                  index={index}
                  count={lines.fields.length}
                  courses={courses.data}
                  takenIds={courseIds.filter((id) => id !== items?.[index]?.courseId)}
                  control={control}
                  register={register}
                  setValue={setValue}
                  errors={errors}
                  onRemove={lines.fields.length > 1 ? () => lines.remove(index) : undefined}
                />
              ))}
            </div>
          )}
          <p
            role={programsError ? 'alert' : undefined}
            className="mt-1 min-h-5 text-sm text-error-700"
          >
            {programsError}
          </p>
          {lines.fields.length < Math.min(MAX_CART_ITEMS, courses.data?.length ?? 1) && (
            <Button
              variant="secondary"
              size="sm"
              className="mb-4"
              onClick={() => lines.append({ courseId: '' })}
            >
              Add another program
            </Button>
          )}
        </fieldset>

        <div className="grid gap-x-3 sm:grid-cols-2">
          <TextField
            label="Coupon"
            note="(optional)"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.couponCode?.message}
            {...register('couponCode')}
          />
          <TextField
            label="Valid for"
            note={`(days, 1–${PAYMENT_LINK_MAX_DAYS})`}
            type="number"
            inputMode="numeric"
            min={1}
            max={PAYMENT_LINK_MAX_DAYS}
            step={1}
            error={errors.expiresInDays?.message}
            {...register('expiresInDays', { valueAsNumber: true })}
          />
        </div>

        <LinkQuote courseIds={courseIds} batches={batches} couponCode={couponCode} />
        <p className="mt-3 text-sm text-ink-600">
          The recipient is e-mailed the link; paying it enrols them in these batches and e-mails the
          receipt and GST invoice. New to Kaksha? An account is made for them.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={send.isPending} className="min-w-36">
            {send.isPending ? <Spinner size="sm" tone="current" label="Sending" /> : 'Send link'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** After sending: where it went, what it asks, and the link to copy. */
function SentLink({ link, onClose }: { link: PaymentLink; onClose: () => void }) {
  const fieldId = useId();
  return (
    <>
      <p className="text-ink-700">
        Sent to <span className="font-semibold text-ink-950">{link.recipient.email}</span> for{' '}
        <span className="font-semibold tabular-nums">{formatInrPaise(link.amountPaise)}</span>. It
        can be paid until {formatLinkTime(link.expiresAt)}.
      </p>
      <label htmlFor={fieldId} className="mt-4 mb-1.5 block text-sm font-semibold text-ink-800">
        Payment link
      </label>
      <input
        id={fieldId}
        readOnly
        value={link.url}
        onFocus={(event) => event.currentTarget.select()}
        className="block h-11 w-full min-w-0 rounded-control border border-ink-300 bg-ink-50 px-3.5 font-mono text-sm text-ink-800"
      />
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void copyLink(link.url)}>
          Copy link
        </Button>
        <Button data-autofocus onClick={onClose}>
          Done
        </Button>
      </div>
    </>
  );
}
