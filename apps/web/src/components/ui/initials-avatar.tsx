import { joinClassNames } from '../../lib/class-names';

// Colour pairs from the theme; a name always gets the same one.
const TINTS = [
  'bg-brand-100 text-brand-800',
  'bg-accent-100 text-accent-800',
  'bg-success-100 text-success-700',
  'bg-ink-200 text-ink-800',
  'bg-brand-700 text-white',
] as const;

export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A decorative round avatar with the person's initials; the name is always shown next to it. */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  const tint = TINTS[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TINTS.length];
  return (
    <span
      aria-hidden="true"
      className={joinClassNames(
        'inline-flex shrink-0 items-center justify-center rounded-full font-display font-bold',
        tint,
        className,
      )}
    >
      {getInitials(name)}
    </span>
  );
}
