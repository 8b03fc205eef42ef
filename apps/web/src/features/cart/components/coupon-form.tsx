import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { joinClassNames } from '../../../lib/class-names';
import type { CouponFeedback } from '../coupon-feedback';

export interface CouponFormProps {
  appliedCode: string | undefined;
  feedback: CouponFeedback | null;
  isApplying: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

export function CouponForm({
  appliedCode,
  feedback,
  isApplying,
  onApply,
  onRemove,
}: CouponFormProps) {
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState(appliedCode ?? '');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(code);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Coupon">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
        Coupon code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          name="couponCode"
          value={code}
          onChange={(event) => setCode(event.target.value)}
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
              setCode('');
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
