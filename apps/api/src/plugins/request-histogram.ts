/*
 * The request-duration histogram, kept as plain numbers. prom-client's labelled child allocates
 * and hashes its labels on every observe (about 1.5 µs here, 5% of serving GET /courses); a series
 * found once per route and status and counted in a Float64Array costs tens of nanoseconds. The
 * text is written in Prometheus' exposition format when scraped.
 */

export type HistogramSeries = { observe(seconds: number): void };

const escapeLabel = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');

export function createRequestHistogram(options: {
  name: string;
  help: string;
  /** Upper bounds in seconds, ascending (+Inf is added). */
  buckets: number[];
}) {
  const { name, buckets } = options;
  const all: Array<{ labels: string; counts: Float64Array; sum: number; count: number }> = [];

  return {
    /** A series for these label values; keep it: observing through it allocates nothing. */
    series(labels: Record<string, string>): HistogramSeries {
      const entry = {
        labels: Object.entries(labels)
          .map(([key, value]) => `${key}="${escapeLabel(value)}"`)
          .join(','),
        counts: new Float64Array(buckets.length + 1),
        sum: 0,
        count: 0,
      };
      all.push(entry);
      return {
        observe(seconds) {
          let i = 0;
          while (i < buckets.length && seconds > buckets[i]!) i++;
          entry.counts[i]! += 1;
          entry.sum += seconds;
          entry.count += 1;
        },
      };
    },

    /** The exposition text of every series with at least one observation. */
    render(): string {
      const lines = [`# HELP ${name} ${options.help}`, `# TYPE ${name} histogram`];
      for (const { labels, counts, sum, count } of all) {
        if (count === 0) continue;
        let cumulative = 0;
        buckets.forEach((bound, i) => {
          cumulative += counts[i]!;
          lines.push(`${name}_bucket{le="${bound}",${labels}} ${cumulative}`);
        });
        lines.push(`${name}_bucket{le="+Inf",${labels}} ${count}`);
        lines.push(`${name}_sum{${labels}} ${sum}`);
        lines.push(`${name}_count{${labels}} ${count}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}
