/** The feed as a calendar subscription: the same address under webcal:// (Apple, Outlook). */
export function toWebcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, 'webcal://');
}

/** Google Calendar's "add by URL" page for the feed. */
export function googleCalendarUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(toWebcalUrl(feedUrl))}`;
}
