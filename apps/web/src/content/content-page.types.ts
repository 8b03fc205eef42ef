/**
 * Shapes shared by the marketing pages' copy (campus associate, about, hire, mentor, refer).
 * The copy names an icon; the content feature draws it (features/content/components/content-icons).
 */

export type ContentIconName =
  | 'award'
  | 'briefcase'
  | 'calendar'
  | 'chart'
  | 'chat'
  | 'clock'
  | 'code'
  | 'compass'
  | 'document'
  | 'flag'
  | 'gift'
  | 'graduation'
  | 'partnership'
  | 'headset'
  | 'laptop'
  | 'megaphone'
  | 'mic'
  | 'rupee'
  | 'shield'
  | 'star'
  | 'target'
  | 'ticket'
  | 'users'
  | 'video';

/** A card with an icon, a short title and a sentence or two. */
export interface IconCard {
  /** Stable key, kebab-case. */
  id: string;
  icon: ContentIconName;
  title: string;
  text: string;
}

/** A person's words about Kaksha. Names are fictional; the avatar is drawn from the initials. */
export interface Testimonial {
  id: string;
  name: string;
  /** Who they are, e.g. "3rd-year B.Tech student, Pune". */
  role: string;
  quote: string;
}

/** An illustration in apps/web/public with its intrinsic size, for explicit width and height. */
export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}
