import { EVENT_MESSAGES } from '@kaksha/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isRefusedToken } from '../../lib/api-client';
import { staffErrorReason } from '../../lib/staff-error';
import { toastError, toastSuccess } from '../../lib/toast';
import { MissingUploadUrlError, requestUploadUrl } from './api';
import type { UploadSlot } from './event-form';
import { checkImageFile, presignBodyFor, putFile } from './image-upload';

export type UploadPhase = 'idle' | 'presigning' | 'uploading' | 'done';

export interface UploadMessage {
  tone: 'error' | 'success';
  text: string;
}

export interface UploadRequest {
  /** The form's heading now (names the file). */
  heading: string;
  /** The form's date input now ('2025-03-05T19:00'); its day names the file. */
  date: string;
  /** Adding: a heading must come first (spec §5). */
  requireHeading: boolean;
  /** Editing an event that has an image here: its file name, replaced by the upload. */
  oldKey: string | undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One image field's upload (spec §4: two steps): the chosen file (checked at once, previewed), a
 * pre-signed URL for it, then the file PUT there with progress. Resolves the stored file name.
 * Leaving the form cancels an upload under way.
 */
export function useImageUpload(slot: UploadSlot, onUploaded: (fileName: string) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [message, setMessage] = useState<UploadMessage | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  useEffect(() => () => controllerRef.current?.abort(), []);
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const choose = useCallback((chosen: File | null) => {
    setFile(chosen);
    setPhase('idle');
    setProgress(0);
    const problem = chosen ? checkImageFile(chosen) : null;
    setMessage(problem ? { tone: 'error', text: problem } : null);
    setPreviewUrl(
      chosen && problem !== EVENT_MESSAGES.imageTypes ? URL.createObjectURL(chosen) : null,
    );
  }, []);

  /** The spec's message as a toast; in the field too, with the server's reason when it gave one. */
  const fail = (text: string, { toast = true, reason = '' } = {}) => {
    setMessage({ tone: 'error', text: reason ? `${text} ${reason}` : text });
    if (toast) toastError(text);
  };

  const upload = async (request: UploadRequest): Promise<void> => {
    if (!file) return fail(EVENT_MESSAGES.selectFile);
    const problem = checkImageFile(file);
    if (problem) return fail(problem, { toast: false });
    if (request.requireHeading && !request.heading.trim()) {
      return fail(EVENT_MESSAGES.headingBeforeUpload);
    }

    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setMessage(null);
    setProgress(0);
    setPhase('presigning');
    const body = presignBodyFor(file, slot, request.heading, request.date);

    let presigned;
    try {
      presigned = await requestUploadUrl(body, request.oldKey || undefined, controller.signal);
    } catch (error) {
      if (isAbort(error)) return;
      setPhase('idle');
      if (error instanceof MissingUploadUrlError) return fail(EVENT_MESSAGES.presignMissing);
      // A refused token is toasted by the call itself.
      if (isRefusedToken(error)) return fail(EVENT_MESSAGES.invalidToken, { toast: false });
      const reason = staffErrorReason(error) ?? '';
      return fail(EVENT_MESSAGES.presignFailed, { reason });
    }

    setPhase('uploading');
    try {
      await putFile(presigned.preSignedUrlForUpload, file, {
        headers: presigned.headers,
        onProgress: setProgress,
        signal: controller.signal,
      });
    } catch (error) {
      if (isAbort(error)) return;
      setPhase('idle');
      return fail(EVENT_MESSAGES.uploadFailed);
    }
    setPhase('done');
    setMessage({ tone: 'success', text: EVENT_MESSAGES.uploadSuccess });
    toastSuccess(EVENT_MESSAGES.uploadSuccess);
    onUploadedRef.current(presigned.fileName);
  };

  const isBusy = phase === 'presigning' || phase === 'uploading';
  return { file, previewUrl, phase, progress, message, isBusy, choose, upload };
}
