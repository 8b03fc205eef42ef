import { toMailtoHref, toTelHref } from '../../../../content/site-config';
import type { AboutContact } from '../../../../content/about-us';
import { Container } from '../../../../components/ui/container';
import { ExternalLink } from '../../../../components/ui/external-link';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../../components/ui/icons';

const ROW_CLASS =
  'flex items-start gap-4 rounded-card border border-ink-200/80 bg-white p-5 shadow-card';
const ICON_CLASS =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800';

/** The contact block the banner's Contact Us lands on: e-mails, phones and the office. */
export function ContactBlock({ headingId, contact }: { headingId: string; contact: AboutContact }) {
  const { emails, phones, office } = contact;
  return (
    <section aria-labelledby={headingId} className="bg-ink-50 py-14 sm:py-20">
      <Container>
        <div className="mb-10 max-w-2xl">
          <p className="mb-2 text-sm font-semibold tracking-wider text-brand-700 uppercase">
            Get in touch
          </p>
          <h2
            id={headingId}
            tabIndex={-1}
            className="scroll-mt-24 text-3xl font-extrabold outline-none sm:text-h2"
          >
            Contact us
          </h2>
          <p className="mt-3 text-lg text-ink-600">
            Questions about a program, a partnership or your account? We reply within one working
            day.
          </p>
        </div>
        <div className="grid gap-5 lg:grid-cols-3">
          <div className={ROW_CLASS}>
            <span className={ICON_CLASS}>
              <MailIcon size={22} />
            </span>
            <div>
              <h3 className="font-sans text-base font-bold">E-mail</h3>
              <ul className="mt-2 grid gap-2">
                {emails.map((email) => (
                  <li key={email.address}>
                    <span className="block text-sm text-ink-600">{email.label}</span>
                    <a
                      href={toMailtoHref(email)}
                      className="font-semibold break-all text-brand-700 hover:underline"
                    >
                      {email.address}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className={ROW_CLASS}>
            <span className={ICON_CLASS}>
              <PhoneIcon size={22} />
            </span>
            <div>
              <h3 className="font-sans text-base font-bold">Phone</h3>
              <ul className="mt-2 grid gap-2">
                {phones.map((phone) => (
                  <li key={phone.e164}>
                    <span className="block text-sm text-ink-600">{phone.label}</span>
                    <a
                      href={toTelHref(phone)}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {phone.display}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className={ROW_CLASS}>
            <span className={ICON_CLASS}>
              <MapPinIcon size={22} />
            </span>
            <div>
              <h3 className="font-sans text-base font-bold">Bengaluru office</h3>
              <address className="mt-2 text-ink-700 not-italic">
                {office.name}
                {office.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <ExternalLink
                href={office.mapUrl}
                className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
              >
                View on map
              </ExternalLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
