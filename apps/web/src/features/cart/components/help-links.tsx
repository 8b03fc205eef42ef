import { ExternalLink } from '../../../components/ui/external-link';
import { PhoneIcon } from '../../../components/ui/icons';
import { siteConfig } from '../../../content/site-config';

/** 'Request a call back': the external call-back form, in a new tab. */
export function RequestCallBackLink() {
  return (
    <ExternalLink
      href={siteConfig.links.callBackForm}
      className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <PhoneIcon size={16} />
      Request a call back
    </ExternalLink>
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

function ChatIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </svg>
  );
}
