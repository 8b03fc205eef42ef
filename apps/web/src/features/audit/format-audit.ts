// How the audit log shows time: India Standard Time whatever the ADMIN's own time zone, to the
// second (entries written moments apart must read apart).

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** '2030-03-05T13:30:05.000Z' -> '5 Mar 2030, 7:00:05 pm IST'. */
export function formatIst(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return `${IST.format(date)} IST`;
}
