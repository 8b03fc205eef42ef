import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Work that may wait while the server is busy: jobs run one at a time, each when the event loop
 * was less than `busyAbove` utilised over the last `checkEveryMs` (or after `maxWaitMs` at the
 * latest). A burst of purchases thus does not pay for rendering invoice PDFs (12 ms of CPU each)
 * while it lasts; their e-mails follow seconds later. `flush()` runs what waits at once (shutdown,
 * tests).
 */
export function createIdleQueue(
  options: { busyAbove?: number; checkEveryMs?: number; maxWaitMs?: number } = {},
) {
  const busyAbove = options.busyAbove ?? 0.5;
  const checkEveryMs = options.checkEveryMs ?? 50;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const jobs: Array<() => Promise<void>> = [];
  let running: Promise<void> | null = null;
  let flushing = 0;

  async function waitForIdle(): Promise<void> {
    const started = Date.now();
    let before = performance.eventLoopUtilization();
    while (!flushing && Date.now() - started < maxWaitMs) {
      await sleep(checkEveryMs);
      const now = performance.eventLoopUtilization();
      if (performance.eventLoopUtilization(now, before).utilization < busyAbove) return;
      before = now;
    }
  }

  async function run(): Promise<void> {
    while (jobs.length) {
      await waitForIdle();
      await jobs.shift()!();
    }
    running = null;
  }

  return {
    /** Queues `job`; the answer settles with it. */
    push<T>(job: () => Promise<T> | T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        jobs.push(async () => {
          try {
            resolve(await job());
          } catch (error) {
            reject(error as Error);
          }
        });
        running ??= run();
      });
    },

    /** Runs every queued job now, without waiting for idle time. */
    async flush(): Promise<void> {
      flushing += 1;
      try {
        while (running) await running;
      } finally {
        flushing -= 1;
      }
    },

    get size() {
      return jobs.length;
    },
  };
}
export type IdleQueue = ReturnType<typeof createIdleQueue>;
