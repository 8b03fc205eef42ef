import { Button } from '../../../components/ui/button';
import { HeroBand } from '../../../components/ui/hero-band';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { PROGRAMS } from '../../../content/programs';

const HIGHLIGHTS = [
  { value: '4', label: 'Live programs' },
  { value: 'Sat-Sun', label: 'Weekend classes' },
  { value: '24*7', label: 'TA support' },
] as const;

export function ProgramsHero({ onExplore }: { onExplore: () => void }) {
  return (
    <HeroBand className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr]">
      <div>
        <p className="mb-3 text-sm font-semibold tracking-wider text-brand-700 uppercase">
          Live online programs
        </p>
        <h1 className="text-h2 font-extrabold sm:text-h1">Programs</h1>
        <p className="mt-4 max-w-xl text-lg text-ink-600">
          Mentor-led weekend classes in web development, machine learning, competitive programming
          and IoT. Build real projects and get ready for internships.
        </p>
        <Button size="lg" onClick={onExplore} className="mt-8">
          Explore
          <ChevronDownIcon size={18} />
        </Button>
        <dl className="mt-10 grid max-w-md grid-cols-3 gap-3">
          {HIGHLIGHTS.map((item) => (
            <div
              key={item.label}
              className="flex flex-col rounded-2xl border border-ink-200/70 bg-white/80 px-3 py-3 text-center shadow-card"
            >
              <dt className="text-xs font-medium text-ink-500">{item.label}</dt>
              <dd className="order-first font-display text-base font-extrabold whitespace-nowrap text-brand-800 sm:text-lg">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div aria-hidden="true" className="hidden grid-cols-2 gap-4 lg:grid">
        {PROGRAMS.map((program, position) => (
          <img
            key={program.id}
            src={program.image}
            alt=""
            width={640}
            height={400}
            className={`h-auto w-full rounded-card shadow-raised ${position % 2 === 1 ? 'translate-y-6' : ''}`}
          />
        ))}
      </div>
    </HeroBand>
  );
}
