import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';

export interface AuthPageLayoutProps {
  /** The document title after "Kaksha | " (spec: Login, Signup). */
  pageTitle: string;
  heading: string;
  intro: string;
  children: ReactNode;
}

/** /login and /signup: the same form as the pop-up, on a card in the middle of the page. */
export function AuthPageLayout({ pageTitle, heading, intro, children }: AuthPageLayoutProps) {
  return (
    <>
      <PageTitle page={pageTitle} />
      <div className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 left-1/2 size-[32rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
        />
        <Container className="relative flex justify-center py-10 sm:py-16">
          <div className="w-full max-w-md rounded-panel border border-ink-200/80 bg-white px-5 py-7 shadow-raised sm:px-8 sm:py-9">
            <h1 className="text-h2 font-extrabold">{heading}</h1>
            <p className="mt-2 mb-6 text-ink-600">{intro}</p>
            {children}
          </div>
        </Container>
      </div>
    </>
  );
}
