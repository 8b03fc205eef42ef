import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { TYPE_FILTER_OPTIONS } from '../coupon-display';
import type { CouponFilter, TypeFilter } from '../coupon-display';

export interface CouponToolbarProps {
  filter: CouponFilter;
  onFilterChange: (filter: CouponFilter) => void;
  onClear: () => void;
}

/** Search by code, the type filter ('All Types' and the five types) and Clear (spec §2.9). */
export function CouponToolbar({ filter, onFilterChange, onClear }: CouponToolbarProps) {
  const searchId = useId();
  return (
    <div
      role="search"
      aria-label="Find coupons"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-ink-800">
          Search
        </label>
        <input
          id={searchId}
          type="search"
          value={filter.search}
          placeholder="Search by coupon code"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onFilterChange({ ...filter, search: event.target.value })}
          className="block h-11 w-full min-w-0 rounded-control border border-ink-300 bg-white px-3.5 text-base text-ink-950 placeholder:text-ink-400 hover:border-ink-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-200 focus:outline-none"
        />
      </div>
      {/* The select field keeps room for an error line; here there is none, so it is pulled up. */}
      <SelectField
        label="Filter by type"
        className="sm:w-56 [&>p]:hidden"
        options={TYPE_FILTER_OPTIONS}
        value={filter.type}
        onChange={(event) => onFilterChange({ ...filter, type: event.target.value as TypeFilter })}
      />
      <Button variant="secondary" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
}
