/**
 * The shape of a legal document (the policy, the terms): ordered sections of paragraphs, lists,
 * sub-headings and term/description pairs. Text may carry links, so a link is data too and the page
 * decides how to draw it (in-app, e-mail or another site).
 */

export interface LegalLink {
  text: string;
  /** '/policy#refunds' (in the app), 'mailto:…', or 'https://…' (another site, new tab). */
  href: string;
}

/** A run of text: plain, or pieces of plain text and links. */
export type LegalText = string | readonly (string | LegalLink)[];

export type LegalBlock =
  | { kind: 'paragraph'; text: LegalText }
  | { kind: 'list'; items: readonly LegalText[] }
  /** A heading inside a section (h3), e.g. each kind of purchase in the refund policy. */
  | { kind: 'subheading'; text: string }
  /** Term and description pairs: the cookies we set, how long we keep each kind of data. */
  | { kind: 'definitions'; items: readonly { term: string; description: LegalText }[] };

export interface LegalSection {
  /** The section's anchor: /policy#refunds. Lower-case words joined by hyphens. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDate {
  /** As people read it: '28 September 2024'. */
  text: string;
  /** ISO 8601, for <time dateTime>. */
  iso: string;
}

export interface LegalDocument {
  title: string;
  /** One or two sentences under the title: what the document covers. */
  summary: string;
  effectiveDate: LegalDate;
  lastUpdated: LegalDate;
  sections: readonly LegalSection[];
}

export function link(text: string, href: string): LegalLink {
  return { text, href };
}
