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
