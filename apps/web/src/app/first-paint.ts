/**
 * Resolves once the browser has painted what is on screen now: after the next animation frame,
 * in the task that follows it (the frame's paint comes between the two). A hidden tab paints
 * nothing and runs no frames, so there it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Resolves in a new task, so the browser may paint and answer input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
