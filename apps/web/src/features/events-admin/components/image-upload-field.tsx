import { UPLOAD_MEDIA_TYPES } from '@kaksha/shared';
import { useEffect, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { joinClassNames } from '../../../lib/class-names';
import { IMAGE_FIELDS } from '../event-form';
import { resolveApiAssetUrl } from '../image-upload';
import type { ImageField } from '../event-form';
import { useImageUpload } from '../use-image-upload';
import type { UploadRequest } from '../use-image-upload';

export interface ImageUploadFieldProps {
  field: ImageField;
  label: string;
  /** The form's value: the stored file name ('' when none). */
  value: string;
  /** The image the event has now, shown until a new file is chosen. */
  currentImageUrl?: string;
  /** What the upload needs from the rest of the form, read when Upload is pressed. */
  getRequest: () => UploadRequest;
  onUploaded: (fileName: string) => void;
  onBusyChange: (field: ImageField, isBusy: boolean) => void;
}

/** An event image: choose a file (checked and previewed at once), then Upload (with progress). */
export function ImageUploadField({
  field,
  label,
  value,
  currentImageUrl,
  getRequest,
  onUploaded,
  onBusyChange,
}: ImageUploadFieldProps) {
  const inputId = useId();
  const messageId = useId();
  const upload = useImageUpload(IMAGE_FIELDS[field], onUploaded);
  const { isBusy } = upload;

  useEffect(() => {
    onBusyChange(field, isBusy);
  }, [field, isBusy, onBusyChange]);
  useEffect(() => () => onBusyChange(field, false), [field, onBusyChange]);

  const preview =
    upload.previewUrl ?? (currentImageUrl ? resolveApiAssetUrl(currentImageUrl) : null);

  return (
    <fieldset className="rounded-card border border-ink-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-ink-800">{label}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex aspect-video w-full shrink-0 items-center justify-center overflow-hidden rounded-control bg-ink-100 sm:w-44">
          {preview ? (
            <img src={preview} alt={`${label} preview`} className="size-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-ink-500">No image</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <p className="text-sm break-all text-ink-600">
            {value ? (
              <>
                File: <span className="font-medium text-ink-900">{value}</span>
              </>
            ) : (
              'No file uploaded yet'
            )}
          </p>
          <div>
            <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-700">
              Choose {label.toLowerCase()} image
            </label>
            <input
              id={inputId}
              type="file"
              accept={UPLOAD_MEDIA_TYPES.join(',')}
              disabled={isBusy}
              aria-describedby={messageId}
              aria-invalid={upload.message?.tone === 'error' ? true : undefined}
              onChange={(event) => upload.choose(event.target.files?.[0] ?? null)}
              className="block w-full text-sm text-ink-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
            />
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={isBusy}
            aria-busy={isBusy || undefined}
            aria-label={`Upload ${label}`}
            onClick={() => void upload.upload(getRequest())}
          >
            {upload.phase === 'presigning' ? 'Preparing…' : isBusy ? 'Uploading…' : 'Upload'}
          </Button>
          {upload.phase === 'uploading' && (
            <ProgressBar value={upload.progress} label={`Uploading ${label}`} />
          )}
          <p
            id={messageId}
            role="status"
            className={joinClassNames(
              'min-h-5 text-sm',
              upload.message?.tone === 'error' ? 'text-error-700' : 'text-success-700',
            )}
          >
            {upload.message?.text}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
