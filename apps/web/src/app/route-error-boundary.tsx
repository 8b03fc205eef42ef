import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { AlertCircleIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { PageLoader } from './page-loader';

const NotFoundPage = lazy(() =>
  import('../features/content/routes/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
);

/**
 * Route-level error element. A 404 (unknown course slug, missing record) shows the Not-found
 * page; anything else a friendly message instead of a blank screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<PageLoader />}>
        <NotFoundPage />
      </Suspense>
    );
  }

  // After a deploy, an open tab can ask for a chunk that no longer exists; a reload fixes it.
  const isStaleChunk =
    error instanceof TypeError &&
    /dynamically imported module|module script failed|Failed to fetch/i.test(error.message);

  return (
    <>
      <PageTitle page="Something went wrong" />
      <Container width="reading" className="flex flex-col items-center py-20 text-center sm:py-28">
        <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-error-50 text-error-600 ring-1 ring-error-100">
          <AlertCircleIcon size={32} />
        </span>
        <h1 className="text-h2 font-extrabold">Something went wrong</h1>
        <p className="mt-4 text-lg text-ink-600">
          {isStaleChunk
            ? 'A newer version of Kaksha is available. Reload the page to continue.'
            : 'Sorry, this page hit an unexpected problem. Please try again, or head back home.'}
        </p>
        {import.meta.env.DEV && error instanceof Error && (
          <pre className="mt-6 max-w-full overflow-auto rounded-xl bg-ink-50 p-4 text-left text-xs text-ink-700">
            {error.stack ?? error.message}
          </pre>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <ButtonLink to="/" variant="secondary" reloadDocument>
            Take me home
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
