import { COUPON_MESSAGES } from '@kaksha/shared';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { Button } from '../../../components/ui/button';

/** The list could not be read (spec §8: 'Error loading coupons'). */
export function CouponsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg py-2 text-center">
      <AlertCircleIcon size={32} className="mx-auto text-error-600" />
      <h2 className="mt-3 text-lg font-bold text-error-700">Error loading coupons</h2>
      <p className="mt-1 text-error-700">{COUPON_MESSAGES.loadFailed}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** No coupon to show: none at all, or none matching the search and type. */
export function CouponsEmpty({ hint }: { hint?: string }) {
  return (
    <div className="py-2 text-center">
      <p className="text-lg font-semibold text-ink-900">No coupons found</p>
      {hint && <p className="mt-1 text-ink-600">{hint}</p>}
    </div>
  );
}
