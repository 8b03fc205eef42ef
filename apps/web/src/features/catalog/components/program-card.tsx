import type { Course } from '@kaksha/shared';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toProgramPath } from '../../../content/programs';
import type { ProgramSummary } from '../../../content/programs';
import { formatPrice } from '../lib/format-price';
import { UserIcon } from './catalog-icons';
import { ProgramRating } from './program-rating';

interface ProgramCardProps {
  program: ProgramSummary;
  /** Undefined while the catalogue loads or when it failed. */
  course: Course | undefined;
  isPriceLoading: boolean;
  onEnroll: (course: Course) => void;
}

export function ProgramCard({ program, course, isPriceLoading, onEnroll }: ProgramCardProps) {
  const path = toProgramPath(program);
  return (
    <Card as="article" padding="none" className="flex h-full flex-col overflow-hidden">
      <img
        src={program.image}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        className="aspect-[16/10] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Badge tone="neutral" className="self-start">
          {program.category}
        </Badge>
        <h3 className="mt-3 text-h3 font-bold">
          <Link to={path} className="underline-offset-4 hover:text-brand-700 hover:underline">
            {program.name}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-ink-600">{program.cardText}</p>
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-700">
          <UserIcon size={16} className="shrink-0 text-brand-700" />
          <span>
            Taught by <span className="font-semibold">{program.teacherName}</span>
          </span>
        </p>
        <p className="mt-2 text-sm">
          <ProgramRating programId={program.id} />
        </p>
        <div className="mt-5 border-t border-ink-100 pt-4">
          <CardPrice course={course} isLoading={isPriceLoading} />
          <div className="mt-3 grid grid-cols-2 gap-2">
            <ButtonLink
              to={path}
              variant="secondary"
              size="sm"
              aria-label={`Details of ${program.name}`}
            >
              Details
            </ButtonLink>
            <Button
              size="sm"
              disabled={!course}
              onClick={() => course && onEnroll(course)}
              aria-label={`Enroll in ${program.name}`}
            >
              Enroll
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}

function CardPrice({ course, isLoading }: { course: Course | undefined; isLoading: boolean }) {
  if (!course) {
    return (
      <p className="flex h-7 items-center text-sm text-ink-500">
        {isLoading ? 'Loading price…' : 'Price unavailable'}
      </p>
    );
  }
  if (course.discountedPrice === null) {
    return <p className="h-7 text-lg font-bold text-ink-950">{formatPrice(course.price)}</p>;
  }
  return (
    <p className="flex h-7 items-baseline gap-2">
      <span className="text-lg font-bold text-ink-950">{formatPrice(course.discountedPrice)}</span>
      <s className="text-sm text-ink-500">{formatPrice(course.price)}</s>
      <span className="sr-only"> (sale price)</span>
    </p>
  );
}
