import { zodResolver } from '@hookform/resolvers/zod';
import { AUDIT_ACTIONS, auditFilterSchema } from '@kaksha/shared';
import type { AuditFilter } from '@kaksha/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { NO_AUDIT_FILTERS } from '../api';
import type { AuditFilters } from '../api';

/** Entity types named by the recorded actions ('coupon.create' -> 'coupon'). */
const ENTITY_TYPES = [...new Set(AUDIT_ACTIONS.map((action) => action.split('.')[0]!))];

export interface AuditFilterFormProps {
  isDownloading: boolean;
  onApply: (filters: AuditFilters) => void;
  onDownload: (filters: AuditFilters) => void;
}

/** The schema's output (absent = any) as the page keeps filters ('' = any). */
function toFilters(filter: AuditFilter): AuditFilters {
  return {
    actor: filter.actor ?? '',
    action: filter.action ?? '',
    entityType: filter.entityType ?? '',
    entityId: filter.entityId ?? '',
    from: filter.from ?? '',
    to: filter.to ?? '',
  };
}

/**
 * The audit log's filters, checked with the shared schema the API uses. The action and entity
 * type suggest what is recorded today and take any text (older or newer actions).
 */
export function AuditFilterForm({ isDownloading, onApply, onDownload }: AuditFilterFormProps) {
  const actionsId = useId();
  const typesId = useId();
  const { register, handleSubmit, formState, reset } = useForm<AuditFilters, unknown, AuditFilter>({
    resolver: zodResolver(auditFilterSchema) as Resolver<AuditFilters, unknown, AuditFilter>,
    defaultValues: NO_AUDIT_FILTERS,
  });
  const errorOf = (field: keyof AuditFilters) => formState.errors[field]?.message;

  return (
    <form
      noValidate
      aria-label="Audit log filters"
      onSubmit={handleSubmit((filter) => onApply(toFilters(filter)))}
      className="rounded-card border border-ink-200/80 bg-white p-4 shadow-card sm:p-6"
    >
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Actor e-mail"
          type="email"
          autoComplete="off"
          placeholder="staff@kaksha.in"
          error={errorOf('actor')}
          {...register('actor')}
        />
        <TextField
          label="Action"
          list={actionsId}
          autoComplete="off"
          placeholder="Any action"
          error={errorOf('action')}
          {...register('action')}
        />
        <datalist id={actionsId}>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
        <TextField
          label="Entity type"
          list={typesId}
          autoComplete="off"
          placeholder="Any type"
          error={errorOf('entityType')}
          {...register('entityType')}
        />
        <datalist id={typesId}>
          {ENTITY_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <TextField
          label="Entity id"
          autoComplete="off"
          placeholder="Any id"
          error={errorOf('entityId')}
          {...register('entityId')}
        />
        <TextField label="From" type="date" error={errorOf('from')} {...register('from')} />
        <TextField label="To" type="date" error={errorOf('to')} {...register('to')} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="secondary"
          onClick={() => {
            reset(NO_AUDIT_FILTERS);
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
        <Button
          variant="secondary"
          disabled={isDownloading}
          aria-busy={isDownloading || undefined}
          onClick={handleSubmit((filter) => onDownload(toFilters(filter)))}
        >
          Download CSV
        </Button>
        <p className="text-sm text-ink-600">
          Dates are days in India Standard Time. The CSV holds every matching entry.
        </p>
      </div>
    </form>
  );
}
