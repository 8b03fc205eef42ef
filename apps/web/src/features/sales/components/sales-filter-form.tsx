import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, SelectField, TextField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { EMPTY_FILTER_VALUES, choicesOf, filterSchemaFor } from '../sales-views';
import type { SalesFilterField, SalesFilterValues, SalesFilters, SalesView } from '../sales-views';

const SORT_CHOICES = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

export interface SalesFilterFormProps {
  view: SalesView;
  isSearching: boolean;
  isDownloading: boolean;
  /** The last search's or download's failure: a 400 shows beside the form, by field when named. */
  serverError: unknown;
  onDisplay: (filters: SalesFilters) => void;
  onDownload: (filters: SalesFilters) => void;
}

/** The server's 400: its message, and its per-field messages keyed by our field names. */
function describeRefusal(error: unknown) {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const byField = new Map<string, string>();
  for (const detail of error.details) {
    const field = detail.field?.split('.').pop();
    if (field && !byField.has(field)) byField.set(field, detail.message);
  }
  return { message: error.message, byField };
}

/**
 * The filters of one sub-option, checked with the shared schema the API uses, then Display (the
 * first page) or Download Now (the whole filtered list as CSV). Mounted afresh per sub-option,
 * so switching clears every input.
 */
export function SalesFilterForm({
  view,
  isSearching,
  isDownloading,
  serverError,
  onDisplay,
  onDownload,
}: SalesFilterFormProps) {
  const { register, handleSubmit, formState } = useForm<SalesFilterValues, unknown, SalesFilters>({
    resolver: zodResolver(filterSchemaFor(view)) as Resolver<
      SalesFilterValues,
      unknown,
      SalesFilters
    >,
    defaultValues: EMPTY_FILTER_VALUES,
  });
  const refusal = describeRefusal(serverError);
  const errorOf = (field: SalesFilterField) =>
    formState.errors[field]?.message ?? refusal?.byField.get(field);
  const shows = (field: SalesFilterField) => view.fields.includes(field);
  const isRequired = (field: 'email' | 'mobile') => view.requiredField === field;

  return (
    <form
      noValidate
      aria-label={`${view.label} filters`}
      onSubmit={handleSubmit(onDisplay)}
      className="rounded-card border border-ink-200/80 bg-white p-4 shadow-card sm:p-6"
    >
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        {shows('email') && (
          <TextField
            label="E-mail"
            aria-required={isRequired('email') || undefined}
            type="email"
            autoComplete="off"
            placeholder="learner@example.com"
            error={errorOf('email')}
            {...register('email')}
          />
        )}
        {shows('mobile') && (
          <TextField
            label="Mobile number"
            aria-required={isRequired('mobile') || undefined}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder="10 digits"
            error={errorOf('mobile')}
            {...register('mobile')}
          />
        )}
        {shows('search') && (
          <TextField
            label="Name or mobile"
            type="search"
            autoComplete="off"
            placeholder="Part of a name, or digits"
            error={errorOf('search')}
            {...register('search')}
          />
        )}
        {shows('program') && (
          <SelectField
            label="Program"
            options={choicesOf(view, 'program')}
            error={errorOf('program')}
            {...register('program')}
          />
        )}
        {shows('role') && (
          <SelectField
            label="Role"
            options={choicesOf(view, 'role')}
            error={errorOf('role')}
            {...register('role')}
          />
        )}
        {shows('status') && (
          <SelectField
            label="Status"
            options={choicesOf(view, 'status')}
            error={errorOf('status')}
            {...register('status')}
          />
        )}
        <TextField label="From" type="date" error={errorOf('from')} {...register('from')} />
        <TextField label="To" type="date" error={errorOf('to')} {...register('to')} />
        <SelectField
          label="Sort by date"
          options={SORT_CHOICES}
          error={errorOf('sort')}
          {...register('sort')}
        />
      </div>
      <FormAlert message={refusal?.message} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit" disabled={isSearching} aria-busy={isSearching || undefined}>
          Display
        </Button>
        <Button
          variant="secondary"
          disabled={isDownloading}
          aria-busy={isDownloading || undefined}
          onClick={handleSubmit(onDownload)}
        >
          Download Now
        </Button>
        <p className="text-sm text-ink-600">
          Dates are days in India Standard Time. Download Now saves every matching row as CSV.
        </p>
      </div>
    </form>
  );
}
