import { SvgIcon } from '../../../components/ui/icons';
import type { IconProps } from '../../../components/ui/icons';

/** Sales: a rising bar chart. */
export function ChartIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 20h16" />
      <rect x="5.5" y="12" width="3" height="5" rx="1" />
      <rect x="10.5" y="8" width="3" height="9" rx="1" />
      <rect x="15.5" y="4" width="3" height="13" rx="1" />
    </SvgIcon>
  );
}

/** Events & Blog: a calendar page. */
export function CalendarIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h3M8 17h6" />
    </SvgIcon>
  );
}
