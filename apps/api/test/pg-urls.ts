/** The same server, another database. */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Databases are created and dropped from the server's maintenance database. */
export function adminUrl(url: string): string {
  return databaseUrlFor(url, 'postgres');
}
