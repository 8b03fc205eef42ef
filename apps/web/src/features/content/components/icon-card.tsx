import type { IconCard } from '../../../content/content-page.types';
import { joinClassNames } from '../../../lib/class-names';
import { CONTENT_ICONS } from './content-icons';

/**
 * A card of the marketing pages: icon, h3 title, a sentence. Fills its grid cell or slide.
 * `isRowOnPhone` puts the icon beside the text on phones, so a long grid stays short.
 */
export function IconCardView({
  card,
  isRowOnPhone = false,
}: {
  card: IconCard;
  isRowOnPhone?: boolean;
}) {
  const Icon = CONTENT_ICONS[card.icon];
  return (
    <div
      className={joinClassNames(
        'flex h-full rounded-card border border-ink-200/80 bg-white shadow-card',
        isRowOnPhone ? 'gap-4 p-5 sm:flex-col sm:gap-0 sm:p-6' : 'flex-col p-6',
      )}
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        <Icon size={24} />
      </span>
      <div>
        <h3 className={joinClassNames('text-h3 font-bold', isRowOnPhone ? 'sm:mt-4' : 'mt-4')}>
          {card.title}
        </h3>
        <p className="mt-2 text-ink-600">{card.text}</p>
      </div>
    </div>
  );
}

/** A grid of icon cards as a list (cards are read as items of one set). */
export function IconCardGrid({
  cards,
  label,
}: {
  cards: readonly IconCard[];
  /** Names the list for assistive tech and tests, e.g. "Campus Associate benefits". */
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <IconCardView card={card} isRowOnPhone />
        </li>
      ))}
    </ul>
  );
}
