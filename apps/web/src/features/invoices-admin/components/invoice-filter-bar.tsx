import { GST_STATES } from '@kaksha/shared';
import { SelectField } from '../../../components/ui/field';
import type { InvoiceFilters } from '../api';
import { formatMonth } from '../invoice-filters';

const ANY = { value: '', label: 'Any' };
const STATE_OPTIONS = [ANY, ...GST_STATES.map((s) => ({ value: s.code, label: s.name }))];
const BUYER_OPTIONS = [
  { value: '', label: 'All buyers' },
  { value: 'b2b', label: 'Businesses (with GSTIN)' },
  { value: 'b2c', label: 'Consumers' },
];
const KIND_OPTIONS = [
  { value: '', label: 'Invoices and credit notes' },
  { value: 'invoice', label: 'Invoices' },
  { value: 'credit_note', label: 'Credit notes' },
];

export interface InvoiceFilterBarProps {
  filters: InvoiceFilters;
  /** The financial years offered, newest first ("26-27"). */
  years: readonly string[];
  /** The months offered for the chosen year, newest first ("2026-11"). */
  months: readonly string[];
  onChange: (key: keyof InvoiceFilters, value: string) => void;
}

/** The list's filters; each change reads the list afresh (the filters live in the address). */
export function InvoiceFilterBar({ filters, years, months, onChange }: InvoiceFilterBarProps) {
  return (
    <fieldset className="mb-2 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="sr-only">Filter invoices and credit notes</legend>
      <SelectField
        label="Financial year"
        options={[ANY, ...years.map((fy) => ({ value: fy, label: `FY 20${fy}` }))]}
        value={filters.fy}
        onChange={(event) => onChange('fy', event.target.value)}
      />
      <SelectField
        label="Month"
        options={[ANY, ...months.map((month) => ({ value: month, label: formatMonth(month) }))]}
        value={filters.month}
        onChange={(event) => onChange('month', event.target.value)}
      />
      <SelectField
        label="Place of supply"
        options={STATE_OPTIONS}
        value={filters.state}
        onChange={(event) => onChange('state', event.target.value)}
      />
      <SelectField
        label="Buyer"
        options={BUYER_OPTIONS}
        value={filters.buyer}
        onChange={(event) => onChange('buyer', event.target.value)}
      />
      <SelectField
        label="Kind"
        options={KIND_OPTIONS}
        value={filters.kind}
        onChange={(event) => onChange('kind', event.target.value)}
      />
    </fieldset>
  );
}
