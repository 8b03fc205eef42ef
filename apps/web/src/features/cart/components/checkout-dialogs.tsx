import type { ReactNode } from 'react';
import { PAYMENT_MESSAGES } from '@kaksha/shared';
import { Button } from '../../../components/ui/button';
import { formatPaise } from '../../../lib/format';
// The accounts feature's modal (inert page, focus trap, Escape); worth a move to components/ui.
import { Modal } from '../../../components/ui/modal';

function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
  );
}

export interface UnsavedChangesDialogProps {
  isSaving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** Spec §2.6: asked when Complete Payment is pressed with edits not yet applied. */
export function UnsavedChangesDialog({ isSaving, onSave, onCancel }: UnsavedChangesDialogProps) {
  return (
    <Modal title={PAYMENT_MESSAGES.unsavedTitle} isTitleVisible onClose={onCancel}>
      <p className="text-ink-700">{PAYMENT_MESSAGES.unsavedBody}</p>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" onClick={onSave} disabled={isSaving} data-autofocus>
          Save Changes
        </Button>
      </DialogActions>
    </Modal>
  );
}

export interface PriceChangedDialogProps {
  /** What the server priced the order at, and what the page showed. */
  amountPaise: number;
  previousPaise: number;
  onAccept: () => void;
  onDecline: () => void;
}

/** The server priced the order differently from the quote on screen: the learner decides. */
export function PriceChangedDialog({
  amountPaise,
  previousPaise,
  onAccept,
  onDecline,
}: PriceChangedDialogProps) {
  return (
    <Modal title="The price has changed" isTitleVisible onClose={onDecline}>
      <p className="text-ink-700">
        Your order total is now <strong className="text-ink-950">{formatPaise(amountPaise)}</strong>{' '}
        (it was {formatPaise(previousPaise)}). Prices or your coupon changed since you opened this
        page. Do you want to continue?
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={onDecline}>
          Cancel
        </Button>
        <Button variant="primary" onClick={onAccept} data-autofocus>
          Pay {formatPaise(amountPaise)}
        </Button>
      </DialogActions>
    </Modal>
  );
}
