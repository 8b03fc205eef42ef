import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { ChatIcon, PhoneIcon } from '../../../components/ui/icons';
import { siteConfig } from '../../../content/site-config';

/** 'Request a call back': our call-back form, in this tab (the cart is kept in the browser). */
export function RequestCallBackLink() {
  return (
    <Link
      to="/request-call"
      className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <PhoneIcon size={16} />
      Request a call back
    </Link>
  );
}

/** The floating Help button: opens the support chat in a new tab. */
export function FloatingHelpButton() {
  return (
    <ExternalLink
      href={siteConfig.links.helpChat}
      className="fixed right-4 bottom-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-accent-400 px-5 font-semibold text-ink-950 shadow-raised transition-colors hover:bg-accent-300 sm:right-6 sm:bottom-6"
    >
      <ChatIcon />
      Help
    </ExternalLink>
  );
}
