import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { useModalEffects, useModalPortal } from './use-modal-effects';

export interface FullScreenDialogProps {
  title: string;
  /** A line under the title (e.g. which record is open). */
  description?: ReactNode;
  onClose: () => void;
  /** Drawn in a bar kept at the bottom of the screen (the form's Save, say). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog over the whole screen (staff forms, long tables): a titled bar with a close cross,
 * the content scrolling under it, and an optional footer bar. The same behaviour as `Modal`:
 * the page behind is inert, focus stays inside and returns on close, Escape closes.
 */
export function FullScreenDialog({
  title,
  description,
  onClose,
  footer,
  children,
}: FullScreenDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const portal = useModalPortal();

  useModalEffects({ portal, panelRef, onClose });

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col bg-ink-50 outline-none"
    >
      <header className="flex shrink-0 items-center gap-3 border-b border-ink-200 bg-white px-4 py-3 sm:px-8">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-h3 font-bold">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="truncate text-sm text-ink-600">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-950 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
        >
          <CloseIcon size={24} />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-8">{children}</div>
      </div>
      {footer && (
        <div className="shrink-0 border-t border-ink-200 bg-white px-4 py-3 sm:px-8">
          <div className="mx-auto flex w-full max-w-4xl flex-wrap items-center justify-end gap-3">
            {footer}
          </div>
        </div>
      )}
    </div>,
    portal,
  );
}
