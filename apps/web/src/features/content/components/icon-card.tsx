import type { IconCard } from '../../../content/content-page.types';
import { joinClassNames } from '../../../lib/class-names';
import { CONTENT_ICONS } from './content-icons';

/** A card of the marketing pages: icon, h3 title, a sentence. Fills its grid cell or slide. */
export function IconCardView({ card, className }: { card: IconCard; className?: string }) {
  const Icon = CONTENT_ICONS[card.icon];
  return (
    <div
      className={joinClassNames(
        'flex h-full flex-col rounded-card border border-ink-200/80 bg-white p-6 shadow-card',
        className,
      )}
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        <Icon size={24} />
      </span>
      <h3 className="mt-4 text-h3 font-bold">{card.title}</h3>
      <p className="mt-2 text-ink-600">{card.text}</p>
    </div>
  );
}

/** A grid of icon cards as a list (cards are read as items of one set). */
export function IconCardGrid({
  cards,
  label,
  columns = 3,
}: {
  cards: readonly IconCard[];
  /** Names the list for assistive tech and tests, e.g. "Campus Associate benefits". */
  label: string;
  columns?: 2 | 3;
}) {
  return (
    <ul
      aria-label={label}
      className={joinClassNames(
        'grid gap-5 sm:grid-cols-2',
        columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2',
      )}
    >
      {cards.map((card) => (
        <li key={card.id}>
          <IconCardView card={card} />
        </li>
      ))}
    </ul>
  );
}
