import { SvgIcon } from '../../components/ui/icons';
import type { IconProps } from '../../components/ui/icons';
import type { SocialNetwork } from '../../content/site-config';

/** Simplified line glyphs of each network, drawn here so nothing loads from their servers. */
export function SocialIcon({ network, ...props }: IconProps & { network: SocialNetwork }) {
  switch (network) {
    case 'linkedin':
      return (
        <SvgIcon {...props}>
          <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
          <path d="M2 9h4v12H2z" />
          <circle cx="4" cy="4" r="2" />
        </SvgIcon>
      );
    case 'facebook':
      return (
        <SvgIcon {...props}>
          <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
        </SvgIcon>
      );
    case 'instagram':
      return (
        <SvgIcon {...props}>
          <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" />
          <circle cx="12" cy="12" r="4" />
          <path d="M17.5 6.5h.01" />
        </SvgIcon>
      );
    case 'x':
      return (
        <SvgIcon {...props}>
          <path d="M4 4l11.7 16H20L8.3 4z" />
          <path d="M4 20l6.8-6.8M13.2 10.8L20 4" />
        </SvgIcon>
      );
    case 'youtube':
      return (
        <SvgIcon {...props}>
          <path d="M22.5 6.4a2.8 2.8 0 0 0-1.9-2C18.9 4 12 4 12 4s-6.9 0-8.6.5a2.8 2.8 0 0 0-1.9 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 1.9 1.9c1.7.5 8.6.5 8.6.5s6.9 0 8.6-.5a2.8 2.8 0 0 0 1.9-1.9A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.6z" />
          <path d="M9.8 15.3l5.7-3.3-5.7-3.3z" />
        </SvgIcon>
      );
  }
}
