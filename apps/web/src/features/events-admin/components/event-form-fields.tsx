import type { Event } from '@kaksha/shared';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { timeZoneOptions } from '../event-form';
import type { EventFormValues, ImageField } from '../event-form';
import type { UploadRequest } from '../use-image-upload';
import { ImageUploadField } from './image-upload-field';

const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

const IMAGE_LABELS: Record<ImageField, { label: string; current: (event: Event) => string }> = {
  bannerLinkPC: { label: 'Banner (PC)', current: (event) => event.bannerLinkPC },
  bannerLinkMobile: { label: 'Banner (mobile)', current: (event) => event.bannerLinkMobile },
  speakerImageLink: { label: 'Speaker image', current: (event) => event.speakerImageLink },
};

export interface EventFormFieldsProps {
  form: UseFormReturn<EventFormValues>;
  /** The event being updated; absent when adding. */
  event?: Event;
  uploadRequest: (field: ImageField) => UploadRequest;
  onUploadBusyChange: (field: ImageField, isBusy: boolean) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-ink-200 bg-white p-4 sm:p-6">
      <h3 className="mb-4 text-lg font-bold">{title}</h3>
      <div className="grid gap-x-6 gap-y-1 md:grid-cols-2">{children}</div>
    </section>
  );
}

/** The event form fields of spec §3, grouped: the event, its speaker, its images. */
export function EventFormFields({
  form,
  event,
  uploadRequest,
  onUploadBusyChange,
}: EventFormFieldsProps) {
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const timeZone = watch('timeZone');

  return (
    <div className="space-y-6">
      <Section title="Event">
        <TextField
          label="Heading"
          className="md:col-span-2"
          data-autofocus
          maxLength={250}
          error={errors.heading?.message}
          {...register('heading')}
        />
        <TextField
          label="Sub heading"
          className="md:col-span-2"
          error={errors.subHeading?.message}
          {...register('subHeading')}
        />
        <TextField
          label="Date and time"
          type="datetime-local"
          error={errors.date?.message}
          {...register('date')}
        />
        <SelectField
          label="Time zone"
          options={timeZoneOptions(timeZone)}
          error={errors.timeZone?.message}
          {...register('timeZone')}
        />
        <TextField
          label="Mode"
          placeholder="Online"
          error={errors.eventMode?.message}
          {...register('eventMode')}
        />
        <SelectField
          label="Active"
          options={YES_NO}
          error={errors.isActive?.message}
          {...register('isActive')}
        />
        <TextAreaField
          label="About Event"
          className="md:col-span-2"
          rows={5}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextField
          label="Enroll link"
          type="url"
          placeholder="https://"
          note="(leave empty to take registrations here)"
          className="md:col-span-2"
          error={errors.enrollLink?.message}
          {...register('enrollLink')}
        />
        <TextField
          label="Capacity"
          inputMode="numeric"
          note="(empty: no limit)"
          error={errors.capacity?.message}
          {...register('capacity')}
        />
        <TextField
          label="YouTube link"
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          error={errors.youtubeLink?.message}
          {...register('youtubeLink')}
        />
      </Section>

      <Section title="Speaker">
        <TextField
          label="Speaker name"
          error={errors.speakerName?.message}
          {...register('speakerName')}
        />
        <TextField
          label="Speaker social link"
          type="url"
          placeholder="https://"
          error={errors.speakerSocialLink?.message}
          {...register('speakerSocialLink')}
        />
        <TextField
          label="Speaker experience"
          className="md:col-span-2"
          placeholder="e.g. 10 years at Flipkart"
          error={errors.speakerExperienceDetails?.message}
          {...register('speakerExperienceDetails')}
        />
        <TextAreaField
          label="About speaker"
          className="md:col-span-2"
          error={errors.aboutSpeaker?.message}
          {...register('aboutSpeaker')}
        />
      </Section>

      <section className="space-y-4">
        <h3 className="text-lg font-bold">Images</h3>
        {(Object.keys(IMAGE_LABELS) as ImageField[]).map((field) => (
          <ImageUploadField
            key={field}
            field={field}
            label={IMAGE_LABELS[field].label}
            value={watch(field)}
            currentImageUrl={event ? IMAGE_LABELS[field].current(event) : undefined}
            getRequest={() => uploadRequest(field)}
            onUploaded={(fileName) =>
              setValue(field, fileName, { shouldDirty: true, shouldValidate: true })
            }
            onBusyChange={onUploadBusyChange}
          />
        ))}
      </section>
    </div>
  );
}
