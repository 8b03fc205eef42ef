import { expect, it } from 'vitest';
import { createIdleQueue } from './idle-queue';

it('runs jobs one at a time, in order, when the event loop is quiet', async () => {
  const queue = createIdleQueue({ checkEveryMs: 5 });
  const seen: number[] = [];
  let running = 0;
  const results = await Promise.all(
    [1, 2, 3].map((n) =>
      queue.push(async () => {
        running += 1;
        expect(running).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(n);
        running -= 1;
        return n * 10;
      }),
    ),
  );
  expect(results).toEqual([10, 20, 30]);
  expect(seen).toEqual([1, 2, 3]);
});

it('holds jobs while the server is busy, up to the longest wait', async () => {
  // Never quiet enough: a job waits the whole maxWaitMs.
  const queue = createIdleQueue({ busyAbove: -1, checkEveryMs: 10, maxWaitMs: 150 });
  const started = Date.now();
  await queue.push(() => undefined);
  expect(Date.now() - started).toBeGreaterThanOrEqual(140);
});

it('runs what waits at once when flushed, and passes a job’s failure to its caller', async () => {
  const queue = createIdleQueue({ busyAbove: -1, checkEveryMs: 10, maxWaitMs: 60_000 });
  const started = Date.now();
  const done = queue.push(() => 'sent');
  const failed = queue.push(() => {
    throw new Error('render failed');
  });
  await queue.flush();
  await expect(done).resolves.toBe('sent');
  await expect(failed).rejects.toThrow('render failed');
  expect(Date.now() - started).toBeLessThan(1000);
  expect(queue.size).toBe(0);
});
