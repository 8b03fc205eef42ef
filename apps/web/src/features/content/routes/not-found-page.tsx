import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowLeftIcon, ArrowRightIcon, HomeIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { siteConfig, toMailtoHref, toTelHref } from '../../../content/site-config';

const USEFUL_LINKS = [
  {
    to: '/programs',
    label: 'Programs',
    description: 'Live programs in web development, machine learning, coding and IoT.',
  },
  {
    to: '/event-listing',
    label: 'Events',
    description: 'Free live workshops and talks with industry experts.',
  },
  {
    to: '/blog',
    label: 'Blog',
    description: 'Guides and stories from our mentors and learners.',
  },
] as const;

/**
 * True when the browser's previous entry is a page of this site that the router did not open:
 * the server's 404 page (dist/404.html) reached by a full page load from one of our pages.
 */
function cameFromThisSite(): boolean {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The catch-all page, and the server's 404 page (prerendered to dist/404.html): it renders the
 * same without a session and reads the browser only when a button is pressed.
 */
export function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();

  function handleGoBack() {
    // 'default' is the key of the first entry the router saw: an earlier in-app page has another.
    if (location.key !== 'default') void navigate(-1);
    else if (cameFromThisSite()) window.history.back();
    // Opened directly or from another site: home, in place of this page.
    else void navigate('/', { replace: true });
  }

  const { support: email } = siteConfig.emails;
  const { support: phone } = siteConfig.phones;

  return (
    <>
      <PageTitle
        page="Page not found"
        description="This page does not exist on Kaksha. Go back, head home, or explore our live programs, events and blog."
        isNoIndex
      />
      <div className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-10 left-1/2 size-[28rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
        />
        <Container
          width="reading"
          className="relative flex flex-col items-center py-16 text-center sm:py-24"
        >
          <p
            aria-hidden="true"
            className="bg-linear-to-br from-brand-500 to-brand-900 bg-clip-text font-display text-[7rem] leading-none font-black tracking-tighter text-transparent sm:text-[9rem]"
          >
            404
          </p>
          <h1 className="mt-4 text-h2 font-extrabold sm:text-h1">Page not found</h1>
          <p className="mt-4 text-lg text-ink-600">
            We couldn’t find the page you were looking for. It may have moved, or the link may be
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

          <nav aria-labelledby="not-found-links" className="mt-14 w-full text-left">
            <h2
              id="not-found-links"
              className="text-center text-sm font-semibold tracking-wider text-ink-500 uppercase"
            >
              Or try one of these
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-3">
              {USEFUL_LINKS.map(({ to, label, description }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group flex h-full flex-col rounded-card border border-ink-200 bg-white p-4 shadow-card transition-colors hover:border-brand-300"
                  >
                    <span className="flex items-center justify-between gap-2 font-semibold text-ink-950 group-hover:text-brand-700">
                      {label}
                      <ArrowRightIcon
                        size={18}
                        className="text-brand-600 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                      />
                    </span>
                    <span className="mt-1 text-sm text-ink-600">{description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <p className="mt-10 text-ink-600">
            Need help? Write to{' '}
            <a
              href={toMailtoHref(email)}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {email.address}
            </a>{' '}
            or call{' '}
            <a
              href={toTelHref(phone)}
              className="font-medium whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
            >
              {phone.display}
            </a>
            .
          </p>
        </Container>
      </div>
    </>
  );
}
