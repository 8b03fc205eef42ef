import { BriefcaseIcon, SvgIcon } from '../../../components/ui/icons';
import type { IconProps } from '../../../components/ui/icons';
import type { ReactElement } from 'react';
import type { BenefitIcon } from '../../../content/programs/program-content.types';

// Line icons for the program pages, drawn on the same 24 px grid as components/ui/icons.

export function VideoIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2.5" y="6" width="13" height="12" rx="2.5" />
      <path d="M15.5 10.5l6-3.5v10l-6-3.5z" />
    </SvgIcon>
  );
}

export function FolderIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 7.5A2.5 2.5 0 0 1 5.5 5H9l2 2.5h7.5A2.5 2.5 0 0 1 21 10v7.5a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5z" />
    </SvgIcon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </SvgIcon>
  );
}

function HeadsetIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13.5" width="4" height="6" rx="1.5" />
      <rect x="17" y="13.5" width="4" height="6" rx="1.5" />
      <path d="M19 19.5c0 1.2-1.5 2-4 2h-2" />
    </SvgIcon>
  );
}

function CodeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 4.5l-3 15" />
    </SvgIcon>
  );
}

function AwardIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14l-1.5 7.5 5-3 5 3-1.5-7.5" />
    </SvgIcon>
  );
}

function UsersIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </SvgIcon>
  );
}

function MedalIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7.5 3h9l-2.5 6h-4z" />
      <circle cx="12" cy="15" r="5.5" />
      <path d="M12 12.5l.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2L9.1 14.6l2-.3z" />
    </SvgIcon>
  );
}

export const BENEFIT_ICONS: Record<BenefitIcon, (props: IconProps) => ReactElement> = {
  live: VideoIcon,
  support: HeadsetIcon,
  mentor: UserIcon,
  project: CodeIcon,
  award: AwardIcon,
  internship: BriefcaseIcon,
  community: UsersIcon,
  badge: MedalIcon,
};
