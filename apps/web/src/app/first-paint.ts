/** Longest wait for the first contentful paint before the app starts anyway. */
const FIRST_PAINT_TIMEOUT_MS = 3000;

/**
 * Resolves once the browser has painted the page's content: in the task after the
 * first-contentful-paint entry (Paint Timing), or after the next animation frame where that API
 * is missing. An animation frame alone is not enough: Chrome may run frames before it paints any
 * content, and the app's code would then be fetched ahead of the page's first paint. A hidden tab
 * paints nothing, so there it resolves at once; a page that never paints content waits
 * FIRST_PAINT_TIMEOUT_MS at most.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let isDone = false;
    const done = () => {
      if (isDone) return;
      isDone = true;
      setTimeout(resolve, 0);
    };
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      requestAnimationFrame(done);
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      done();
    }, FIRST_PAINT_TIMEOUT_MS);
  });
}

/** Resolves in a new task, so the browser may paint and answer input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
