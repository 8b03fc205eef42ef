import type { ComponentType, ReactNode } from 'react';
import { toMailtoHref, toTelHref } from '../../../../content/site-config';
import type { AboutContact } from '../../../../content/about-us';
import { ExternalLink } from '../../../../components/ui/external-link';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../../components/ui/icons';
import type { IconProps } from '../../../../components/ui/icons';
import { Section } from '../../../../components/ui/section';
import { joinClassNames } from '../../../../lib/class-names';

/** The contact block the banner's Contact Us lands on: e-mails, phones and the office. */
export function ContactBlock({ headingId, contact }: { headingId: string; contact: AboutContact }) {
  const { emails, phones, office } = contact;
  return (
    <Section
      headingId={headingId}
      tone="muted"
      eyebrow="Get in touch"
      title="Contact us"
      description="Questions about a program, a partnership or your account? We reply within one working day."
    >
      <div className="grid gap-5 lg:grid-cols-3">
        <ContactCard icon={MailIcon} title="E-mail">
          <ContactLinks
            links={emails.map((email) => ({
              label: email.label,
              href: toMailtoHref(email),
              text: email.address,
            }))}
            linkClassName="break-all"
          />
        </ContactCard>
        <ContactCard icon={PhoneIcon} title="Phone">
          <ContactLinks
            links={phones.map((phone) => ({
              label: phone.label,
              href: toTelHref(phone),
              text: phone.display,
            }))}
          />
        </ContactCard>
        <ContactCard icon={MapPinIcon} title="Bengaluru office">
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
        </ContactCard>
      </div>
    </Section>
  );
}

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<IconProps>;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-4 rounded-card border border-ink-200/80 bg-white p-5 shadow-card">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        <Icon size={22} />
      </span>
      <div>
        <h3 className="font-sans text-base font-bold">{title}</h3>
        {children}
      </div>
    </div>
  );
}

/** Labelled mailto: or tel: links, one a line. */
function ContactLinks({
  links,
  linkClassName,
}: {
  links: ReadonlyArray<{ label: string; href: string; text: string }>;
  linkClassName?: string;
}) {
  return (
    <ul className="mt-2 grid gap-2">
      {links.map((link) => (
        <li key={link.href}>
          <span className="block text-sm text-ink-600">{link.label}</span>
          <a
            href={link.href}
            className={joinClassNames(
              'font-semibold text-brand-700 hover:underline',
              linkClassName,
            )}
          >
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
