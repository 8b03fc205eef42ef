import type { ComponentType } from 'react';
import { BriefcaseIcon, CalendarIcon, SvgIcon } from '../../../components/ui/icons';
import type { IconProps } from '../../../components/ui/icons';
import type { DifferentiatorIcon } from '../../../content/home/home-differentiators';

// Line icons for "How we are different", on the shared 24 px grid of components/ui/icons.tsx.

function RupeeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 4h12M6 8.5h12M9 4c3.6 0 6 1.6 6 4.5S12.6 13 9 13H7.5l7.5 7" />
    </SvgIcon>
  );
}

function HeadsetIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2M19 19c0 1.4-2 2.5-5.5 2.5" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
    </SvgIcon>
  );
}

function CodeWindowIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M3 8.5h18M10 12.5l-2 2 2 2M14 12.5l2 2-2 2" />
    </SvgIcon>
  );
}

function PeopleIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M15.8 14.1A4.5 4.5 0 0 1 21 18.5" />
    </SvgIcon>
  );
}

function DocumentIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M13 16H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6" />
      <path d="M7 8h10M7 11.5h5" />
      <circle cx="17.5" cy="15" r="2.5" />
      <path d="M16 17l-.5 4 2-1 2 1-.5-4" />
    </SvgIcon>
  );
}

function StarBadgeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 3l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.3l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />
    </SvgIcon>
  );
}

const ICONS: Record<DifferentiatorIcon, ComponentType<IconProps>> = {
  rupee: RupeeIcon,
  calendar: CalendarIcon,
  support: HeadsetIcon,
  project: CodeWindowIcon,
  community: PeopleIcon,
  document: DocumentIcon,
  briefcase: BriefcaseIcon,
  badge: StarBadgeIcon,
};

export function DifferentiatorGlyph({ icon, ...props }: IconProps & { icon: DifferentiatorIcon }) {
  const Icon = ICONS[icon];
  return <Icon {...props} />;
}
