import { Fragment } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import type { LegalBlock, LegalLink, LegalText } from '../../../content/legal/legal-document.types';

const LINK_CLASS =
  'font-medium break-words text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700';

/** A link in the text: an app page, an e-mail address, or another site (new tab). */
function LegalLinkView({ link }: { link: LegalLink }) {
  if (link.href.startsWith('/'))
    return (
      <Link to={link.href} className={LINK_CLASS}>
        {link.text}
      </Link>
    );
  if (link.href.startsWith('https://'))
    return (
      <ExternalLink href={link.href} className={LINK_CLASS}>
        {link.text}
      </ExternalLink>
    );
  return (
    <a href={link.href} className={LINK_CLASS}>
      {link.text}
    </a>
  );
}

export function LegalTextView({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text;
  return text.map((piece, index) => (
    <Fragment key={index}>
      {typeof piece === 'string' ? piece : <LegalLinkView link={piece} />}
    </Fragment>
  ));
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <LegalTextView text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-brand-500">
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <LegalTextView text={item} />
            </li>
          ))}
        </ul>
      );
    case 'subheading':
      return <h3 className="pt-2 text-lg font-bold text-ink-950">{block.text}</h3>;
    case 'definitions':
      return (
        <dl className="divide-y divide-ink-100 rounded-card border border-ink-200 bg-ink-50/60 print:bg-transparent">
          {block.items.map((item) => (
            <div key={item.term} className="px-4 py-3 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-4">
              <dt className="font-semibold break-words text-ink-900">{item.term}</dt>
              <dd className="mt-1 sm:mt-0">
                <LegalTextView text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** A section's body: paragraphs, lists, sub-headings and term/description pairs, in order. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, index) => (
        <LegalBlockView key={index} block={block} />
      ))}
    </div>
  );
}
