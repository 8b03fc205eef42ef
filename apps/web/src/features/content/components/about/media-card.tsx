import { ExternalLink } from '../../../../components/ui/external-link';
import { ArrowRightIcon } from '../../../../components/ui/icons';
import type { MediaItem } from '../../../../content/about-us';

/** A media presence card: picture, source, title, a sentence and READ NOW (new tab). */
export function MediaCard({ item }: { item: MediaItem }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-ink-200/80 bg-white shadow-card">
      <img
        src={item.image.src}
        alt={item.image.alt}
        width={item.image.width}
        height={item.image.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full bg-brand-50"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {item.source}
        </p>
        <h3 className="mt-2 text-h3 font-bold">{item.title}</h3>
        <p className="mt-2 flex-1 text-ink-600">{item.para}</p>
        <ExternalLink
          href={item.link}
          className="mt-5 inline-flex items-center gap-2 self-start rounded-full py-1 text-sm font-bold tracking-wide text-brand-700 hover:text-brand-900 hover:underline"
        >
          READ NOW
          <span className="sr-only">: {item.title}</span>
          <ArrowRightIcon size={16} />
        </ExternalLink>
      </div>
    </article>
  );
}
