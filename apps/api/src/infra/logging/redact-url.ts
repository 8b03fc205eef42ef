/**
 * Query parameters whose values never reach a log: credentials and one-time tokens (download
 * tickets, e-mail link tokens, OAuth codes and state, signatures) and the personal values staff
 * lists filter by. Compared after decoding, trimming and lower-casing the name, so no spelling the
 * query parser (or a future one) could read as one of them slips through.
 */
export const LOG_DENIED_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'ticket',
  'signature',
  'razorpay_signature',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'password',
  'confirm',
  'cancel',
  'code',
  'state',
  'email',
  'mobile',
  'search',
]);

export const REDACTED = '[redacted]';

const QUERY_PAIR = /([?&;])([^=&;#]*)(=[^&;#]*)?/g;

/** A parameter name as a server could read it: `%74oken`, `Token`, `token+` are all `token`. */
function normalisedName(raw: string): string {
  let name = raw.replace(/\+/g, ' ');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape: compare the raw text.
  }
  // `token[]` or `token[0]` (a qs-style parser) is still the token.
  return name
    .trim()
    .toLowerCase()
    .replace(/\[[^\]]*\]$/, '');
}

/** A request URL as logs may show it: the value of every denied query parameter blanked. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  // Every request's log line passes here; most have no query.
  if (query === -1) return url;
  return (
    url.slice(0, query) +
    url
      .slice(query)
      .replace(QUERY_PAIR, (pair, separator: string, name: string, value: string | undefined) =>
        value !== undefined && LOG_DENIED_QUERY_PARAMS.has(normalisedName(name))
          ? `${separator}${name}=${REDACTED}`
          : pair,
      )
  );
}

/** Route patterns whose parameters include a denied name, worked out once per pattern. */
const deniedSegmentsByPattern = new Map<string, number[]>();

function deniedSegments(pattern: string): number[] {
  let segments = deniedSegmentsByPattern.get(pattern);
  if (segments === undefined) {
    segments = [];
    pattern.split('/').forEach((segment, index) => {
      if (segment.startsWith(':') && LOG_DENIED_QUERY_PARAMS.has(segment.slice(1).toLowerCase()))
        segments!.push(index);
    });
    deniedSegmentsByPattern.set(pattern, segments);
  }
  return segments;
}

/**
 * A request's URL for the log: denied query parameters blanked, and path parameters with a denied
 * name too (the spec's `/payment/user/orders-by-number/:mobile` and `orders-by-id/:email`).
 */
export function redactRequestUrl(url: string, routePattern: string | undefined): string {
  const redacted = redactUrl(url);
  if (!routePattern || !routePattern.includes(':')) return redacted;
  const segments = deniedSegments(routePattern);
  if (segments.length === 0) return redacted;
  const query = redacted.indexOf('?');
  const path = query === -1 ? redacted : redacted.slice(0, query);
  const parts = path.split('/');
  for (const index of segments) if (index < parts.length) parts[index] = REDACTED;
  return parts.join('/') + (query === -1 ? '' : redacted.slice(query));
}
