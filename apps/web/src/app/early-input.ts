// A prerendered page is on screen before its code has run: a tap on one of its buttons then would
// do nothing (links work without it). From the first script until the app takes over, the entry
// keeps the last button pressed or form submitted, and the app presses it again once React is
// listening (React itself then hydrates that part of the page first). ADR 0020.

type EarlyInput =
  { kind: 'click'; button: HTMLButtonElement } | { kind: 'submit'; form: HTMLFormElement };

let pending: EarlyInput | undefined;

function onClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  // A submit button would otherwise send its form the browser's way: a page load.
  event.preventDefault();
  pending = { kind: 'click', button };
}

function onSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  pending = { kind: 'submit', form: event.target };
}

/** Starts keeping taps and submissions (from the entry, before the app's code loads). */
export function captureEarlyInput(): void {
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
}

/** Stops keeping them (the app's code failed to load: the page keeps the browser's behaviour). */
export function releaseEarlyInput(): void {
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
}

/**
 * Stops keeping them and replays the last one, if its element is still on the page. Called right
 * after `hydrateRoot`: React's listeners are in place from then on.
 */
export function replayEarlyInput(): void {
  releaseEarlyInput();
  const input = pending;
  pending = undefined;
  if (input?.kind === 'click' && input.button.isConnected) input.button.click();
  if (input?.kind === 'submit' && input.form.isConnected) input.form.requestSubmit();
}
