import { ExternalLink } from '../../../../components/ui/external-link';
import { REFER_SHARE } from '../../../../content/refer';
import { toAbsoluteUrl } from '../../../../lib/site-url';
import { useIsClient } from '../../../../lib/use-is-client';

const LINK_CLASS =
  'inline-flex min-h-11 items-center rounded-full border border-ink-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50';

/** The ways to pass the programs page on, each a plain link carrying its address. */
export function shareLinks(url: string) {
  const text = `${REFER_SHARE.message} ${url}`;
  return [
    {
      id: 'whatsapp',
      label: 'Share on WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(text)}`,
      isExternal: true,
    },
    {
      id: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
      isExternal: true,
    },
    {
      id: 'email',
      label: 'Share by e-mail',
      href: `mailto:?subject=${encodeURIComponent(REFER_SHARE.subject)}&body=${encodeURIComponent(text)}`,
      isExternal: false,
    },
  ];
}

/**
 * Share links to the programs page. They carry the site's public address, which only the browser
 * knows (prerendered HTML has a placeholder origin), so they appear once the page is hydrated.
 */
export function ShareLinks() {
  const isClient = useIsClient();
  if (!isClient) return null;
  return (
    <ul aria-label={REFER_SHARE.label} className="mt-6 flex flex-wrap gap-3">
      {shareLinks(toAbsoluteUrl(REFER_SHARE.path)).map((link) => (
        <li key={link.id}>
          {link.isExternal ? (
            <ExternalLink href={link.href} className={LINK_CLASS}>
              {link.label}
            </ExternalLink>
          ) : (
            <a href={link.href} className={LINK_CLASS}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
