import { Link } from 'react-router';
import { ExternalLink } from './external-link';
import { ArrowRightIcon } from './icons';

export interface MediaCardProps {
  /** Where the piece lives, shown above the title. */
  source: string;
  title: string;
  para: string;
  image: { src: string; alt: string; width: number; height: number };
  /** An in-site path, or with `isExternal` another site's page, opened in a new tab. */
  link: { href: string; label: string; isExternal?: boolean };
}

const LINK_CLASS =
  'mt-4 inline-flex items-center gap-1.5 self-start rounded-md py-1 font-semibold text-brand-700 hover:text-brand-900';

/** A media presence card (spec §3 media item): picture, source, title, a sentence and its link. */
export function MediaCard({ source, title, para, image, link }: MediaCardProps) {
  const linkContent = (
    <>
      {link.label}
      <span className="sr-only">: {title}</span>
      <ArrowRightIcon size={16} />
    </>
  );
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-ink-200/80 bg-white shadow-card">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full bg-brand-50"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{source}</p>
        <h3 className="mt-1.5 text-lg leading-snug font-bold">{title}</h3>
        <p className="mt-2 flex-1 text-ink-600">{para}</p>
        {link.isExternal ? (
          <ExternalLink href={link.href} className={LINK_CLASS}>
            {linkContent}
          </ExternalLink>
        ) : (
          <Link to={link.href} className={LINK_CLASS}>
            {linkContent}
          </Link>
        )}
      </div>
    </article>
  );
}
