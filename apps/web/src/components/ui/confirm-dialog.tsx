import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { useModalEffects, useModalPortal } from './use-modal-effects';

export interface ConfirmDialogProps {
  /** The question, e.g. 'Are you sure you want to delete this event?'. */
  message: string;
  /** A second line naming what the answer applies to. */
  detail?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both answers while the confirmed action runs. */
  isBusy?: boolean;
  onConfirm: () => void;
  /** No, Escape and a click outside. */
  onCancel: () => void;
}

/**
 * A yes/no question that must be answered before going on: an `alertdialog` with focus on the
 * safe answer (No), Escape answering No, the page behind inert.
 */
export function ConfirmDialog({
  message,
  detail,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const detailId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const portal = useModalPortal();

  useModalEffects({ portal, panelRef, onClose: onCancel });

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink-950/55 p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget && !isBusy) onCancel();
      }}
    >
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={messageId}
        aria-describedby={detail ? detailId : undefined}
        tabIndex={-1}
        className="w-full max-w-sm rounded-card bg-white p-6 shadow-raised outline-none"
      >
        <h2 id={messageId} className="text-lg font-bold">
          {message}
        </h2>
        {detail && (
          <p id={detailId} className="mt-2 text-sm break-words text-ink-600">
            {detail}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" data-autofocus disabled={isBusy} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            variant="primary"
            disabled={isBusy}
            aria-busy={isBusy || undefined}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    portal,
  );
}
