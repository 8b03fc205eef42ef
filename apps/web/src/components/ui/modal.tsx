import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { useModalEffects, useModalPortal } from './use-modal-effects';

export interface ModalProps {
  title: string;
  /** Hidden visually when the content carries its own heading. */
  isTitleVisible?: boolean;
  onClose: () => void;
  /** See useModalEffects: a new key puts focus on the new content's first field. */
  focusKey?: string;
  children: ReactNode;
}

/**
 * A modal dialog: drawn over the page in a portal, the page behind made inert, focus kept inside
 * (Tab wraps) and given back on close, Escape and the × close it, the page does not scroll or
 * shift underneath.
 */
export function Modal({ title, isTitleVisible = false, onClose, focusKey, children }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  const portal = useModalPortal();

  useModalEffects({ portal, panelRef, onClose, focusKey });

  const isBackdrop = (target: EventTarget, currentTarget: EventTarget) => target === currentTarget;

  return createPortal(
    <div className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-ink-950/55 backdrop-blur-[2px]">
      {/* min-h-full rather than centring the scroller itself: a tall dialog then scrolls. */}
      <div
        className="flex min-h-full items-end justify-center sm:items-center sm:p-6"
        onPointerDown={(event) => {
          pressStartedOnBackdrop.current = isBackdrop(event.target, event.currentTarget);
        }}
        onClick={(event) => {
          if (isBackdrop(event.target, event.currentTarget) && pressStartedOnBackdrop.current) {
            onClose();
          }
        }}
      >
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="relative w-full max-w-md rounded-t-panel bg-white px-5 pt-6 pb-8 shadow-raised outline-none sm:rounded-panel sm:px-8 sm:pt-8"
        >
          <h2 id={titleId} className={isTitleVisible ? 'mb-4 pr-10 text-h3 font-bold' : 'sr-only'}>
            {title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-950"
          >
            <CloseIcon size={22} />
          </button>
          {children}
        </div>
      </div>
    </div>,
    portal,
  );
}
