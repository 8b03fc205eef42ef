import { useMemo } from 'react';
import { Container } from '../../../components/ui/container';
import { PageHeading } from '../../../components/ui/page-heading';
import type { LegalDocument } from '../../../content/legal/legal-document.types';
import { LegalBlocks } from './legal-blocks';
import { LegalToc } from './legal-toc';

/**
 * A legal document as a page: its one h1 with the effective and last-updated dates, a table of
 * contents, and numbered sections whose headings are the contents' anchors (/policy#refunds).
 * The text keeps a reading measure; printing leaves out the contents and the site's chrome.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { sections } = document;
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);

  return (
    <>
      <PageHeading
        eyebrow="Legal"
        title={document.title}
        description={
          <>
            <p>{document.summary}</p>
            <p className="mt-4 flex flex-wrap gap-x-2 text-base text-ink-600">
              <span>
                Effective{' '}
                <time dateTime={document.effectiveDate.iso}>{document.effectiveDate.text}</time>
              </span>
              <span aria-hidden="true" className="hidden text-ink-300 sm:inline">
                ·
              </span>
              <span>
                Last updated{' '}
                <time dateTime={document.lastUpdated.iso}>{document.lastUpdated.text}</time>
              </span>
            </p>
          </>
        }
      />
      <Container className="py-8 sm:py-12 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-14 lg:py-14 print:block">
        <LegalToc sections={sections} ids={ids} />
        <article className="mt-10 max-w-reading lg:mt-0 print:max-w-none">
          {sections.map((section, index) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="border-t border-ink-100 pt-8 pb-10 first:border-t-0 first:pt-0 last:pb-0"
            >
              <h2
                id={section.id}
                className="mb-4 flex gap-3 text-2xl font-extrabold sm:text-[1.75rem] sm:leading-tight"
              >
                <span className="text-brand-700 tabular-nums">{index + 1}.</span>{' '}
                <span>{section.title}</span>
              </h2>
              <div className="leading-relaxed text-ink-700">
                <LegalBlocks blocks={section.blocks} />
              </div>
            </section>
          ))}
          <p className="mt-12 border-t border-ink-100 pt-6 print:hidden">
            <a
              href="#top"
              className="inline-flex min-h-6 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              Back to top
            </a>
          </p>
        </article>
      </Container>
    </>
  );
}
