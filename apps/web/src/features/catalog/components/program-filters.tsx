import { PROGRAM_CATEGORIES } from '../../../content/programs';
import type { ProgramCategory } from '../../../content/programs';
import { joinClassNames } from '../../../lib/class-names';

export type ProgramFilter = 'All' | ProgramCategory;
export const PROGRAM_FILTERS: readonly ProgramFilter[] = ['All', ...PROGRAM_CATEGORIES];

interface ProgramFiltersProps {
  selected: ProgramFilter;
  onSelect: (filter: ProgramFilter) => void;
  /** The list the buttons filter, for aria-controls. */
  controls: string;
}

/** Toggle buttons: exactly one is pressed; choosing a category shows only its program. */
export function ProgramFilters({ selected, onSelect, controls }: ProgramFiltersProps) {
  return (
    <div role="group" aria-label="Filter programs by category" className="flex flex-wrap gap-2">
      {PROGRAM_FILTERS.map((filter) => {
        const isPressed = filter === selected;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={isPressed}
            aria-controls={controls}
            onClick={() => onSelect(filter)}
            className={joinClassNames(
              'rounded-full px-4 py-2 text-sm font-semibold transition-colors',
              isPressed
                ? 'bg-brand-700 text-white shadow-[0_6px_16px_-6px_rgb(90_33_217/0.6)]'
                : 'bg-white text-ink-700 ring-1 ring-ink-200 ring-inset hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-300',
            )}
          >
            {filter}
          </button>
        );
      })}
    </div>
  );
}

export function filterPrograms<T extends { category: ProgramCategory }>(
  programs: readonly T[],
  filter: ProgramFilter,
): readonly T[] {
  return filter === 'All' ? programs : programs.filter((program) => program.category === filter);
}
