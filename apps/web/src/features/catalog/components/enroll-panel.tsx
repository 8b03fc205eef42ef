import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonAnchor } from '../../../components/ui/button';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import type { ProgramSummary } from '../../../content/programs';
import { siteConfig } from '../../../content/site-config';
import { useCartItems } from '../../../lib/cart-store';
import { courseQuery as courseQueryOptions } from '../api';
import { PROGRAM_PAGE_REDIRECT_MS, useEnroll } from '../hooks/use-enroll';
import { formatPrice } from '../lib/format-price';

/** The price from the API, the Enroll button and the syllabus download. */
export function EnrollPanel({ program }: { program: ProgramSummary }) {
  const queryClient = useQueryClient();
  const courseQuery = useQuery(courseQueryOptions(program.id, queryClient));
  const cartItems = useCartItems();
  const { enroll, isRedirecting } = useEnroll(PROGRAM_PAGE_REDIRECT_MS);
  const isInCart = cartItems.some((item) => item.id === program.id);
  const course = courseQuery.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {course ? (
          <Button
            size="lg"
            onClick={() => enroll(course)}
            disabled={isRedirecting}
            className="w-full sm:w-auto"
          >
            {isRedirecting && <Spinner size="sm" tone="current" label="Going to your cart" />}
            Enroll Now for {formatPrice(course.price)}
          </Button>
        ) : courseQuery.isError ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-control border border-error-100 bg-error-50 px-4 py-3 text-error-700 sm:flex-row sm:items-center"
          >
            <p className="flex items-center gap-2 text-sm font-medium">
              <AlertCircleIcon size={18} />
              We couldn’t load the price of {program.name}.
            </p>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void courseQuery.refetch()}
              disabled={courseQuery.isFetching}
            >
              {courseQuery.isFetching ? 'Retrying…' : 'Retry'}
            </Button>
          </div>
        ) : (
          <div className="inline-flex h-12 items-center gap-3 rounded-full bg-ink-100 px-6 text-sm font-medium text-ink-600">
            <Spinner size="sm" tone="current" label={`Loading the price of ${program.name}`} />
            Loading price…
          </div>
        )}
        <ButtonAnchor
          href={siteConfig.syllabusLinks[program.id]}
          variant="secondary"
          size="lg"
          className="w-full sm:w-auto"
        >
          Download syllabus
        </ButtonAnchor>
      </div>
      {/* The sale line's space is kept while the price loads, so the page below does not jump. */}
      <div className="min-h-6">
        {course && course.discountedPrice !== null && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
            <Badge tone="accent">Sale</Badge>
            <span>
              Sale price{' '}
              <strong className="text-ink-900">{formatPrice(course.discountedPrice)}</strong>{' '}
              instead of <s>{formatPrice(course.price)}</s>, applied in your cart.
            </span>
          </p>
        )}
      </div>
      {isInCart && !isRedirecting && (
        <p className="text-sm text-ink-600">
          {program.name} is already in your cart.{' '}
          <Link
            to="/cart"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            View cart
          </Link>
        </p>
      )}
    </div>
  );
}
