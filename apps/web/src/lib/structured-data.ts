import { toAbsoluteUrl } from './site-url';

/**
 * schema.org objects for the JSON-LD blocks of public pages (https://schema.org). Pages pass them
 * to `PageTitle`'s `jsonLd`; URLs are made absolute against the site's public address.
 */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const ORGANIZATION_NAME = 'Kaksha';

export interface OrganizationFacts {
  name: string;
  description: string;
  logoPath: string;
  email: string;
  telephone: string;
  sameAs: readonly string[];
  address: { streetAddress: string; addressLocality: string; postalCode: string };
}

export function organizationJsonLd(facts: OrganizationFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'EducationalOrganization',
    name: facts.name,
    description: facts.description,
    url: toAbsoluteUrl('/'),
    logo: toAbsoluteUrl(facts.logoPath),
    email: facts.email,
    telephone: facts.telephone,
    sameAs: facts.sameAs,
    address: {
      '@type': 'PostalAddress',
      ...facts.address,
      addressRegion: 'Karnataka',
      addressCountry: 'IN',
    },
  };
}

export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

/** For a page that shows these questions and answers (all of them, even those behind Read More). */
export function faqPageJsonLd(faqs: readonly QuestionAndAnswer[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export interface BreadcrumbStep {
  name: string;
  path: string;
}

/** For a page that shows this breadcrumb, home first. */
export function breadcrumbJsonLd(steps: readonly BreadcrumbStep[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: toAbsoluteUrl(step.path),
    })),
  };
}

export interface BlogPostingFacts {
  path: string;
  title: string;
  summary: string;
  imagePath: string;
  author: string;
  /** ISO date, e.g. 2025-03-14. */
  datePublished: string;
  genre: string;
  wordCount: number;
}

export function blogPostingJsonLd(post: BlogPostingFacts): JsonLd {
  const url = toAbsoluteUrl(post.path);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    image: [toAbsoluteUrl(post.imagePath)],
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: ORGANIZATION_NAME,
      logo: { '@type': 'ImageObject', url: toAbsoluteUrl('/og/logo.png') },
    },
    datePublished: post.datePublished,
    dateModified: post.datePublished,
    genre: post.genre,
    wordCount: post.wordCount,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

/**
 * JSON for inside a <script> element: '<', '>' and '&' and the line separators escaped, so no
 * value can end the element or be read as markup.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
