/** Spec: project cards show the first 80 characters, then an ellipsis, until Read Now. */
export const PROJECT_PREVIEW_LENGTH = 80;

export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  // A cut that lands on a space would leave "publish …"; drop the space, keep the cut.
  return `${text.slice(0, maxLength).trimEnd()}…`;
}
