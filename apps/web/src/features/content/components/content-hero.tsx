import type { ReactNode } from 'react';
import { HeroBand } from '../../../components/ui/hero-band';
import type { ContentImage } from '../../../content/content-page.types';

export interface ContentHeroProps {
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  description: string;
  /** The buttons under the description. */
  actions: ReactNode;
  /** A decorative illustration beside the text (hidden on phones, where it would push the text down). */
  image?: ContentImage;
  children?: ReactNode;
}

/** The top band of a marketing page: eyebrow, h1, a sentence, actions and an illustration. */
export function ContentHero({
  eyebrow,
  title,
  description,
  actions,
  image,
  children,
}: ContentHeroProps) {
  return (
    <HeroBand className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-20">
      <div>
        <p className="mb-3 text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {eyebrow}
        </p>
        <h1 className="text-[2.5rem] leading-[1.08] font-extrabold tracking-tight sm:text-display">
          {title}
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-600 sm:text-xl">
          {description}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
        {children}
      </div>
      {image && (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          decoding="async"
          className="mx-auto hidden h-auto w-full max-w-lg lg:block"
        />
      )}
    </HeroBand>
  );
}
