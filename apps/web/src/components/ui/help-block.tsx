import type { ReactNode } from 'react';
import { siteConfig, toMailtoHref, toTelHref } from '../../content/site-config';
import { ButtonLink } from './button';
import { Container } from './container';
import { MailIcon, PhoneIcon } from './icons';

export interface HelpBlockProps {
  /** The h2's id, for the section's aria-labelledby. */
  headingId: string;
  title: string;
  description: ReactNode;
  /** Where 'Request a call back' leads: the call-back form, with the program when there is one. */
  callBackTo?: string;
}

/** The dark help band of the program and event pages: phones, e-mails and the call-back form. */
export function HelpBlock({
  headingId,
  title,
  description,
  callBackTo = '/request-call',
}: HelpBlockProps) {
  const { emails, phones } = siteConfig;
  return (
    <section aria-labelledby={headingId} className="pb-16 sm:pb-20">
      <Container>
        <div className="relative overflow-hidden rounded-panel bg-brand-900 px-6 py-10 text-white sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-20 -bottom-24 size-72 rounded-full bg-accent-500/30 blur-3xl"
          />
          <div className="relative grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-center">
            <div>
              <h2 id={headingId} className="text-3xl font-extrabold text-white sm:text-h2">
                {title}
              </h2>
              <p className="mt-3 text-lg text-brand-100">{description}</p>
              <ButtonLink to={callBackTo} variant="accent" size="lg" className="mt-6">
                Request a call back
              </ButtonLink>
            </div>
            <ul className="grid gap-3">
              {[phones.admissions, phones.support].map((phone) => (
                <li key={phone.e164}>
                  <a
                    href={toTelHref(phone)}
                    className="flex items-center gap-3 rounded-control bg-white/10 px-4 py-3 transition-colors hover:bg-white/15"
                  >
                    <PhoneIcon size={20} className="shrink-0 text-accent-300" />
                    <span>
                      <span className="block text-sm text-brand-100">{phone.label}</span>
                      <span className="block font-semibold">{phone.display}</span>
                    </span>
                  </a>
                </li>
              ))}
              {[emails.hello, emails.support].map((email) => (
                <li key={email.address}>
                  <a
                    href={toMailtoHref(email)}
                    className="flex items-center gap-3 rounded-control bg-white/10 px-4 py-3 transition-colors hover:bg-white/15"
                  >
                    <MailIcon size={20} className="shrink-0 text-accent-300" />
                    <span>
                      <span className="block text-sm text-brand-100">{email.label}</span>
                      <span className="block font-semibold break-all">{email.address}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
