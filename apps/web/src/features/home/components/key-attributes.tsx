import { useRef } from 'react';
import { Container } from '../../../components/ui/container';
import { COUNT_UP_DURATION_MS, KEY_ATTRIBUTES } from '../../../content/home/home-attributes';
import { useCountUp } from '../lib/use-count-up';
import { formatIndianNumber } from '../../../lib/format';

/** The spec's key attributes as numbers that count up from 0 when the band comes into view. */
export function KeyAttributes() {
  const listRef = useRef<HTMLDListElement>(null);
  const progress = useCountUp(listRef, COUNT_UP_DURATION_MS);
  return (
    <section aria-labelledby="key-attributes-heading" className="bg-brand-950 py-12 sm:py-14">
      <Container>
        <h2
          id="key-attributes-heading"
          className="text-center text-sm font-semibold tracking-wider text-accent-300 uppercase"
        >
          Kaksha in numbers
        </h2>
        <dl ref={listRef} className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-4">
          {KEY_ATTRIBUTES.map((attribute) => (
            <div key={attribute.id} className="flex flex-col items-center text-center">
              <dt className="mt-2 font-semibold text-white sm:text-lg">{attribute.label}</dt>
              <dd className="order-first font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
                <CountUpNumber
                  value={attribute.value}
                  suffix={attribute.suffix}
                  progress={progress}
                />
              </dd>
              <dd className="mt-1 max-w-56 text-sm text-brand-200">{attribute.detail}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

interface CountUpNumberProps {
  value: number;
  suffix: string;
  progress: number;
}

/**
 * Screen readers get the final number once; the counting digits are hidden from them. The final
 * number also sits invisibly under the counting one, so the box never changes width, and the
 * digits grow from a fixed left edge: the text never moves, so nothing counts as a layout shift.
 */
function CountUpNumber({ value, suffix, progress }: CountUpNumberProps) {
  const final = `${formatIndianNumber(value)}${suffix}`;
  const shown = `${formatIndianNumber(Math.round(value * progress))}${suffix}`;
  return (
    <>
      <span className="sr-only">{final}</span>
      <span aria-hidden="true" className="inline-grid text-left tabular-nums">
        <span className="invisible col-start-1 row-start-1">{final}</span>
        <span className="col-start-1 row-start-1" data-count-up>
          {shown}
        </span>
      </span>
    </>
  );
}
