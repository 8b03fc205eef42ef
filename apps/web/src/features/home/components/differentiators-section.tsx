import { Section } from '../../../components/ui/section';
import { DIFFERENTIATORS } from '../../../content/home/home-differentiators';
import { DifferentiatorGlyph } from './differentiator-icons';

/** "How we are different": the spec's benefits, one card each. */
export function DifferentiatorsSection() {
  return (
    <Section
      tone="muted"
      eyebrow="Why Kaksha"
      title="How we are different"
      description="Everything you need to go from first class to first job, at a price students can afford."
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {DIFFERENTIATORS.map((item) => (
          <li
            key={item.id}
            className="flex gap-4 rounded-card border border-ink-200/80 bg-white p-5 shadow-card sm:block sm:p-6"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
            >
              <DifferentiatorGlyph icon={item.icon} size={22} />
            </span>
            <div>
              <h3 className="text-lg font-bold sm:mt-4">{item.title}</h3>
              <p className="mt-1 text-ink-600 sm:mt-2">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
