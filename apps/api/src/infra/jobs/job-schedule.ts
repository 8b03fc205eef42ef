import type { FastifyInstance } from 'fastify';

/**
 * Runs a background job's rounds on a timer: a first round once the server listens, then one
 * every `intervalSeconds`, never two at once in this instance (a round still running when the
 * timer fires is left to finish; another instance is kept out by the job's own lock or claims),
 * and on close the timer stops and the round under way is waited for. `round` logs its own
 * outcome and must not reject.
 */
export function scheduleRounds(
  app: FastifyInstance,
  intervalSeconds: number,
  round: (isFirst: boolean) => Promise<void>,
): void {
  let running: Promise<void> | null = null;
  const tick = (isFirst: boolean) => {
    if (running) return;
    running = round(isFirst).finally(() => {
      running = null;
    });
  };
  const timer = setInterval(() => tick(false), intervalSeconds * 1000);
  timer.unref();
  app.addHook('onListen', async () => tick(true));
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
