import { CALL_BACK_PROGRAM_LABELS, CALL_BACK_TIME_LABELS } from '@kaksha/shared';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { PROGRAMS, toProgramPath } from '../../../content/programs';
import type { CallBackSent } from './call-back-form';

/** '9876543210' as people read it: '98765 43210'. */
const spaced = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/**
 * What the caller sees once the request is in: whom we will call, on which number, when, and the
 * way back. Focus moves to it, so keyboard and screen-reader users hear it at once.
 */
export function CallBackConfirmation({ sent }: { sent: CallBackSent }) {
  const { request } = sent;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const program = PROGRAMS.find((p) => p.id === request.program);

  return (
    <section aria-labelledby="call-back-sent-heading" className="space-y-4">
      <h2
        id="call-back-sent-heading"
        ref={heading}
        tabIndex={-1}
        className="text-h3 font-extrabold outline-none"
      >
        Thanks, {request.name}!
      </h2>
      <p className="text-lg text-ink-700">
        A Kaksha counsellor will call you on{' '}
        <strong className="whitespace-nowrap text-ink-950">{spaced(request.mobileNumber)}</strong>{' '}
        {request.preferredTime === 'any'
          ? 'soon, between 9 am and 8 pm (IST)'
          : `in the ${CALL_BACK_TIME_LABELS[request.preferredTime].toLowerCase()}`}
        , usually within one working day.
      </p>
      <dl className="grid gap-1 text-sm text-ink-600 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold text-ink-800">Program</dt>
        <dd>{CALL_BACK_PROGRAM_LABELS[request.program]}</dd>
        <dt className="font-semibold text-ink-800">Best time</dt>
        <dd>{CALL_BACK_TIME_LABELS[request.preferredTime]}</dd>
      </dl>
      <div className="flex flex-wrap gap-3 pt-2">
        {program ? (
          <ButtonLink to={toProgramPath(program)}>Back to {program.name}</ButtonLink>
        ) : (
          <ButtonLink to="/programs">Explore programs</ButtonLink>
        )}
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}
