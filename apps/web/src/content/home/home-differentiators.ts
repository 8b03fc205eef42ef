/**
 * "How we are different": the benefits spec document 2 §1 names, one card each, but certificates:
 * Kaksha issues none (issue 27), so that card tells of the invoice and the refund policy instead. The icon is a
 * name the home feature draws (features/home/components/differentiator-icons.tsx).
 */

export type DifferentiatorIcon =
  'rupee' | 'calendar' | 'support' | 'project' | 'community' | 'document' | 'briefcase' | 'badge';

export interface Differentiator {
  id: string;
  icon: DifferentiatorIcon;
  title: string;
  text: string;
}

export const DIFFERENTIATORS: readonly Differentiator[] = [
  {
    id: 'affordable',
    icon: 'rupee',
    title: 'Affordable learning',
    text: 'One fair price per program. Pay with UPI apps, cards or wallets, and we e-mail you a registration payment link.',
  },
  {
    id: 'weekend-classes',
    icon: 'calendar',
    title: 'Live classes on weekends',
    text: 'Live online classes every Saturday and Sunday, so college and work never have to wait.',
  },
  {
    id: 'teaching-assistants',
    icon: 'support',
    title: '24*7 teaching-assistant support',
    text: 'Stuck at midnight before a deadline? Our teaching assistants answer doubts around the clock.',
  },
  {
    id: 'live-projects',
    icon: 'project',
    title: 'Live projects',
    text: 'Build and ship real projects, reviewed by working engineers, that you can show in interviews.',
  },
  {
    id: 'community',
    icon: 'community',
    title: 'Community learning',
    text: 'Learn with a batch of peers: study groups, code reviews and doubt sessions together.',
  },
  {
    id: 'invoices-refunds',
    icon: 'document',
    title: 'Invoices and fair refunds',
    text: 'A GST tax invoice by e-mail for every purchase, and a full refund up to 7 days before your batch starts.',
  },
  {
    id: 'internships',
    icon: 'briefcase',
    title: 'Internships',
    text: 'Internship opportunities after your program, with paid internships for selected students.',
  },
  {
    id: 'tbstar-badges',
    icon: 'badge',
    title: 'TBStar badges',
    text: 'Our TBStar star program rewards your progress with Platinum, Gold, Silver and Bronze badges.',
  },
];
