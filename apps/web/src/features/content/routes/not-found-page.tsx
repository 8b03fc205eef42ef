import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowLeftIcon, HomeIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';

export function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry the router saw: there is no in-app page to go back to.
  const hasInAppHistory = location.key !== 'default';

  function handleGoBack() {
    if (hasInAppHistory) void navigate(-1);
    else void navigate('/', { replace: true });
  }

  return (
    <>
      <PageTitle page="Page not found" />
      <div className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-10 left-1/2 size-[28rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
        />
        <Container
          width="reading"
          className="relative flex flex-col items-center py-20 text-center sm:py-28"
        >
          <p
            aria-hidden="true"
            className="bg-linear-to-br from-brand-500 to-brand-900 bg-clip-text font-display text-[7rem] leading-none font-black tracking-tighter text-transparent sm:text-[9rem]"
          >
            404
          </p>
          <h1 className="mt-4 text-h2 font-extrabold sm:text-h1">Page not found</h1>
          <p className="mt-4 text-lg text-ink-600">
            We couldn't find the page you were looking for. It may have moved, or the link may be
            mistyped.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button variant="secondary" size="lg" onClick={handleGoBack}>
              <ArrowLeftIcon size={18} />
              Go back
            </Button>
            <Button variant="primary" size="lg" onClick={() => void navigate('/')}>
              <HomeIcon size={18} />
              Take me home
            </Button>
          </div>
        </Container>
      </div>
    </>
  );
}
