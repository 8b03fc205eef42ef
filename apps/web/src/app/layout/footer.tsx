import { Link } from 'react-router';
import { Container } from '../../components/ui/container';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { siteConfig, toMailtoHref, toTelHref } from '../../content/site-config';
import { FOOTER_LEGAL_LINKS, FOOTER_LINK_GROUPS } from './footer-links';
import type { FooterLink } from './footer-links';
import { SocialIcon } from './social-icons';

// Light text on the dark band: brand-100 keeps at least 7:1 against brand-950. Links are at least
// 28 px tall for touch.
const LINK_CLASS =
  'inline-flex min-h-7 items-center rounded py-0.5 text-brand-100/90 transition-colors hover:text-white hover:underline underline-offset-4';

function FooterLinkItem({ link }: { link: FooterLink }) {
  return link.isFile ? (
    <a href={link.to} className={LINK_CLASS}>
      {link.label}
    </a>
  ) : (
    <Link to={link.to} className={LINK_CLASS}>
      {link.label}
    </Link>
  );
}

export function Footer() {
  const emails = [siteConfig.emails.hello, siteConfig.emails.support];
  const phones = [siteConfig.phones.admissions, siteConfig.phones.support];

  return (
    <footer className="relative overflow-hidden bg-brand-950 text-brand-100 print:hidden [&_:focus-visible]:outline-accent-300">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-96 rounded-full bg-brand-700/30 blur-3xl"
      />
      <Container className="relative grid grid-cols-2 gap-x-6 gap-y-10 pt-14 pb-10 md:grid-cols-3 lg:grid-cols-4 lg:gap-8 lg:pt-16 xl:grid-cols-[1.35fr_1fr_1fr_1fr_1.35fr]">
        <div className="col-span-2 md:col-span-3 lg:col-span-4 lg:flex lg:items-end lg:justify-between lg:gap-8 xl:col-span-1 xl:block">
          <div>
            <Link to="/" aria-label="Kaksha home" className="inline-block rounded-lg">
              <Logo tone="light" />
            </Link>
            <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-100/85">
              {siteConfig.tagline}.
            </p>
          </div>
          <ul
            className="mt-6 flex flex-wrap gap-2 lg:mt-0 xl:mt-6"
            aria-label="Kaksha on social media"
          >
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

        {FOOTER_LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              {group.title}
            </h2>
            <ul className="mt-4 space-y-1.5 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            Get in touch
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {emails.map((email) => (
              <li key={email.address} className="flex items-center gap-3">
                <MailIcon size={18} className="shrink-0 text-accent-300" />
                <a
                  href={toMailtoHref(email)}
                  aria-label={`${email.label}: ${email.address}`}
                  className={LINK_CLASS}
                >
                  {email.address}
                </a>
              </li>
            ))}
            {phones.map((phone) => (
              <li key={phone.e164} className="flex items-center gap-3">
                <PhoneIcon size={18} className="shrink-0 text-accent-300" />
                <a
                  href={toTelHref(phone)}
                  aria-label={`${phone.label}: ${phone.display}`}
                  className={LINK_CLASS}
                >
                  {phone.display}
                </a>
              </li>
            ))}
            <li className="flex items-start gap-3 pt-1">
              <MapPinIcon size={18} className="mt-0.5 shrink-0 text-accent-300" />
              <address className="text-brand-100/90 not-italic">
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
        <Container className="flex flex-col gap-3 py-6 text-sm text-brand-100/80 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {__BUILD_YEAR__} {siteConfig.office.name} All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {FOOTER_LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
