import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { couponCoursesQuery } from '../api';
import type { LimitsValues } from '../limits-form';

export interface CouponLimitsFieldsProps<T extends LimitsValues> {
  form: UseFormReturn<T>;
  /** The Active switch: on Manage; a new coupon (Generate) is always active. */
  hasActiveSwitch?: boolean;
}

/**
 * The limits the coupon engine applies, shared by Manage and Generate: validity window (India
 * time), total and per-learner uses, minimum order in rupees, and which programs it covers.
 */
export function CouponLimitsFields<T extends LimitsValues>({
  form,
  hasActiveSwitch = false,
}: CouponLimitsFieldsProps<T>) {
  const courses = useQuery(couponCoursesQuery());
  // The limit fields exist on every T; the casts only name them for the form library.
  const name = (field: keyof LimitsValues) => field as Path<T>;
  const errors = form.formState.errors as FieldErrors<LimitsValues>;
  const { register } = form;

  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <TextField
        label="Valid from"
        note="(IST, optional)"
        type="datetime-local"
        error={errors.validFrom?.message}
        {...register(name('validFrom'))}
      />
      <TextField
        label="Valid to"
        note="(IST, optional)"
        type="datetime-local"
        error={errors.validTo?.message}
        {...register(name('validTo'))}
      />
      <TextField
        label="Total uses"
        note="(empty: no limit)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.maxUses?.message}
        {...register(name('maxUses'))}
      />
      <TextField
        label="Uses per learner"
        note="(empty: no limit)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.perUserLimit?.message}
        {...register(name('perUserLimit'))}
      />
      <TextField
        label="Minimum order (₹)"
        note="(optional)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        error={errors.minOrderValue?.message}
        {...register(name('minOrderValue'))}
      />
      {hasActiveSwitch && (
        <label className="flex items-center gap-3 self-center pb-6 text-sm font-semibold text-ink-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            {...register(name('isActive'))}
          />
          Active (learners can use it)
        </label>
      )}
      <Controller
        control={form.control}
        name={name('courseIds')}
        render={({ field }) => {
          const checked = new Set(field.value as string[]);
          const toggle = (id: string) => {
            const next = new Set(checked);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            field.onChange([...next]);
          };
          return (
            <fieldset className="sm:col-span-2">
              <legend className="mb-1.5 text-sm font-semibold text-ink-800">
                Programs{' '}
                <span className="font-normal text-ink-500">(none checked: every program)</span>
              </legend>
              {courses.isError ? (
                <p className="text-sm text-error-700">The programs could not be loaded.</p>
              ) : (
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  {(courses.data ?? []).map((course) => (
                    <label key={course.id} className="flex items-center gap-2 text-sm text-ink-800">
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-700"
                        checked={checked.has(course.id)}
                        onChange={() => toggle(course.id)}
                        onBlur={field.onBlur}
                      />
                      {course.name}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          );
        }}
      />
    </div>
  );
}
