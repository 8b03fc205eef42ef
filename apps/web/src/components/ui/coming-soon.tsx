import { siteConfig } from '../../content/site-config';
import { ButtonLink } from './button';
import { Container } from './container';
import { ArrowLeftIcon, SparkleIcon } from './icons';
import { PageTitle } from './page-title';

export interface ComingSoonProps {
  /** The page's heading; also its document title unless pageTitle says otherwise. */
  title: string;
  pageTitle?: string;
  /** One line about what the page will hold. */
  description?: string;
  /** The second button; defaults to the programs catalogue. */
  secondaryAction?: { to: string; label: string };
}

const DEFAULT_SECONDARY_ACTION = { to: '/programs', label: 'Explore programs' };

/** Stand-in for a page whose issue has not landed yet: titled, friendly, and a way home. */
export function ComingSoon({
  title,
  pageTitle,
  description,
  secondaryAction = DEFAULT_SECONDARY_ACTION,
}: ComingSoonProps) {
  return (
    <>
      <PageTitle page={pageTitle ?? title} description={description} />
      <div className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 left-1/2 size-[32rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
        />
        <Container
          width="reading"
          className="relative flex flex-col items-center py-20 text-center sm:py-28"
        >
          <span className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-raised ring-1 ring-brand-100">
            <SparkleIcon size={28} />
          </span>
          <h1 className="text-h2 font-extrabold sm:text-h1">{title}</h1>
          <p className="mt-4 text-lg text-ink-600">
            {description ?? `This page is coming soon. We're putting the finishing touches on it.`}
          </p>
          <p className="mt-2 text-ink-500">
            Questions in the meantime? Write to{' '}
            <a
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
              href={`mailto:${siteConfig.emails.hello.address}`}
            >
              {siteConfig.emails.hello.address}
            </a>
            .
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/" variant="primary">
              <ArrowLeftIcon size={18} />
              Back to home
            </ButtonLink>
            <ButtonLink to={secondaryAction.to} variant="secondary">
              {secondaryAction.label}
            </ButtonLink>
          </div>
        </Container>
      </div>
    </>
  );
}
