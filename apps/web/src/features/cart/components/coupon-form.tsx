import { zodResolver } from '@hookform/resolvers/zod';
import { COUPON_MESSAGES, cartCouponFormSchema } from '@kaksha/shared';
import type { CartCouponForm, CartCouponValues } from '@kaksha/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { joinClassNames } from '../../../lib/class-names';
import type { CouponFeedback } from '../coupon-feedback';

export interface CouponFormProps {
  appliedCode: string | undefined;
  feedback: CouponFeedback | null;
  isApplying: boolean;
  /** A code the shared schema accepted: trimmed and upper-cased. */
  onApply: (code: string) => void;
  /** The schema refused what was typed; `message` says why (spec: 'Please enter a coupon code.'). */
  onReject: (message: string) => void;
  onRemove: () => void;
}

export function CouponForm({
  appliedCode,
  feedback,
  isApplying,
  onApply,
  onReject,
  onRemove,
}: CouponFormProps) {
  const inputId = useId();
  const messageId = useId();
  const { register, handleSubmit, reset } = useForm<CartCouponForm, unknown, CartCouponValues>({
    resolver: zodResolver(cartCouponFormSchema),
    defaultValues: { couponCode: appliedCode ?? '' },
    // Checked on Apply only: the answer (the schema's or the server's) stays until the next Apply.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const onSubmit = handleSubmit(
    (values) => onApply(values.couponCode),
    (errors) => onReject(errors.couponCode?.message ?? COUPON_MESSAGES.enterCode),
  );

  return (
    // One status line below says every answer, so the field draws no error of its own.
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Coupon">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
        Coupon code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          {...register('couponCode')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. WELCOME10"
          aria-describedby={feedback ? messageId : undefined}
          aria-invalid={feedback?.tone === 'error' || undefined}
          className="h-11 min-w-0 flex-1 rounded-control border border-ink-300 bg-white px-3.5 text-[0.9375rem] uppercase placeholder:normal-case placeholder:text-ink-400 focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500 aria-invalid:border-error-500"
        />
        <Button type="submit" variant="secondary" disabled={isApplying} className="shrink-0">
          {isApplying && <Spinner size="sm" tone="current" label="Applying coupon" />}
          Apply
        </Button>
      </div>
      <p
        id={messageId}
        role="status"
        data-testid="coupon-message"
        className={joinClassNames(
          'mt-2 min-h-5 text-sm font-medium',
          feedback?.tone === 'success' ? 'text-success-700' : 'text-error-700',
        )}
      >
        {feedback?.text}
      </p>
      {appliedCode && (
        <p className="mt-1 flex items-center justify-between gap-2 text-sm text-ink-600">
          <span>
            Applied: <span className="font-mono font-semibold text-ink-900">{appliedCode}</span>
          </span>
          <button
            type="button"
            onClick={() => {
              reset({ couponCode: '' });
              onRemove();
            }}
            className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Remove coupon
          </button>
        </p>
      )}
    </form>
  );
}
