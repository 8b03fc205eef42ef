/**
 * Contact details and every external link the site shows. Pages, the header and the footer read
 * from here so that a changed phone number or form link is a one-line edit.
 *
 * The spec leaves the real addresses out ({email}, {phone}); the values below are Kaksha's
 * placeholders and must be replaced with the live ones before launch.
 */

export interface ContactEmail {
  label: string;
  address: string;
}

export interface ContactPhone {
  label: string;
  /** As people read it. */
  display: string;
  /** E.164, for tel: links. */
  e164: string;
}

export type SocialNetwork = 'linkedin' | 'facebook' | 'instagram' | 'x' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export const siteConfig = {
  name: 'Kaksha',
  tagline: 'Live online programs that get students industry-ready',

  emails: {
    hello: { label: 'General enquiries', address: 'hello@kaksha.in' },
    support: { label: 'Learner support', address: 'support@kaksha.in' },
    /** The Grievance Officer's address in the privacy policy (personal data requests, complaints). */
    privacy: { label: 'Privacy and grievances', address: 'privacy@kaksha.in' },
  } satisfies Record<string, ContactEmail>,

  phones: {
    admissions: { label: 'Admissions', display: '+91 80 4718 2200', e164: '+918047182200' },
    support: { label: 'Support', display: '+91 98450 12345', e164: '+919845012345' },
  } satisfies Record<string, ContactPhone>,

  office: {
    name: 'Kaksha Learning Pvt. Ltd.',
    lines: ['3rd Floor, 221 Double Road', 'Indiranagar, Bengaluru', 'Karnataka 560038, India'],
    /** The same address in parts, for structured data (schema.org PostalAddress). */
    postalAddress: {
      streetAddress: '3rd Floor, 221 Double Road, Indiranagar',
      addressLocality: 'Bengaluru',
      postalCode: '560038',
    },
    mapUrl: 'https://www.openstreetmap.org/search?query=Indiranagar%20Bengaluru',
  },

  social: [
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/kaksha' },
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/kaksha.in' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/kaksha.in' },
    { network: 'x', label: 'X', href: 'https://x.com/kaksha_in' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@kaksha' },
  ] satisfies readonly SocialLink[],

  /** External forms and chat. Each opens in a new tab. */
  links: {
    helpChat: 'https://wa.me/919845012345',
    mentorApplicationForm: 'https://forms.kaksha.in/mentor-application',
    campusAssociateApplicationForm: 'https://forms.kaksha.in/campus-associate',
    hireRequestInfoForm: 'https://forms.kaksha.in/hire-with-us',
    blogSubmissionForm: 'https://forms.kaksha.in/write-for-kaksha',
  },

  /** Program syllabus downloads, keyed by course id. */
  syllabusLinks: {
    webmonk: 'https://kaksha.in/syllabus/webmonk.pdf',
    machinester: 'https://kaksha.in/syllabus/machinester.pdf',
    'code-slayer': 'https://kaksha.in/syllabus/codeslayer.pdf',
    iot: 'https://kaksha.in/syllabus/iot.pdf',
  },
} as const;

export function toMailtoHref(email: ContactEmail): string {
  return `mailto:${email.address}`;
}

export function toTelHref(phone: ContactPhone): string {
  return `tel:${phone.e164}`;
}
