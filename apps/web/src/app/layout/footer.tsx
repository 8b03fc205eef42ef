import { Link } from 'react-router';
import { Container } from '../../components/ui/container';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { siteConfig, toMailtoHref, toTelHref } from '../../content/site-config';
import { SocialIcon } from './social-icons';

// Paths exactly as the spec's footer writes them (capitalised course slugs, /About-us);
// routing is case-insensitive, so they land on the same pages as the header's links.
const PROGRAM_LINKS = [
  { to: '/course/Webmonk', label: 'Webmonk' },
  { to: '/course/Machinester', label: 'Machinester' },
  { to: '/course/Codeslayer', label: 'Codeslayer' },
  { to: '/course/IOT', label: 'IOT' },
] as const;

const COMPANY_LINKS = [
  { to: '/hire-with-us', label: 'Hire with us' },
  { to: '/mentor', label: 'Become a mentor' },
  { to: '/blog', label: 'Blog' },
  { to: '/About-us', label: 'About us' },
  { to: '/policy', label: 'Policy' },
] as const;

const LINK_CLASS =
  'inline-block rounded py-0.5 text-brand-100/85 transition-colors hover:text-white';

export function Footer() {
  const emails = [siteConfig.emails.hello, siteConfig.emails.support];
  const phones = [siteConfig.phones.admissions, siteConfig.phones.support];

  return (
    <footer className="relative overflow-hidden bg-brand-950 text-brand-100 [&_:focus-visible]:outline-accent-300">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-96 rounded-full bg-brand-700/30 blur-3xl"
      />
      <Container className="relative grid grid-cols-2 gap-x-6 gap-y-10 pt-14 pb-10 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr] lg:gap-12 lg:pt-16">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" aria-label="Kaksha home" className="inline-block rounded-lg">
            <Logo tone="light" />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-100/80">
            {siteConfig.tagline}.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Kaksha on social media">
            {siteConfig.social.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} (opens in a new tab)`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/8 text-brand-100 ring-1 ring-white/10 transition-colors hover:bg-accent-400 hover:text-ink-950"
                >
                  <SocialIcon network={social.network} size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinkColumn title="Programs" links={PROGRAM_LINKS} />
        <FooterLinkColumn title="Company" links={COMPANY_LINKS} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            Get in touch
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {emails.map((email) => (
              <li key={email.address} className="flex items-start gap-3">
                <MailIcon size={18} className="mt-0.5 shrink-0 text-accent-300" />
                <a href={toMailtoHref(email)} className={LINK_CLASS}>
                  {email.address}
                </a>
              </li>
            ))}
            {phones.map((phone) => (
              <li key={phone.e164} className="flex items-start gap-3">
                <PhoneIcon size={18} className="mt-0.5 shrink-0 text-accent-300" />
                <a href={toTelHref(phone)} className={LINK_CLASS}>
                  {phone.display}
                </a>
              </li>
            ))}
            <li className="flex items-start gap-3">
              <MapPinIcon size={18} className="mt-0.5 shrink-0 text-accent-300" />
              <address className="text-brand-100/85 not-italic">
                {siteConfig.office.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
        </div>
      </Container>

      <div className="relative border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm text-brand-100/70 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
          </p>
          <Link to="/terms_condition" className={LINK_CLASS}>
            Terms &amp; Conditions
          </Link>
        </Container>
      </div>
    </footer>
  );
}

function FooterLinkColumn({
  title,
  links,
}: {
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={LINK_CLASS}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
