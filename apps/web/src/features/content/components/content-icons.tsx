import type { ComponentType } from 'react';
import { ChatIcon, SvgIcon } from '../../../components/ui/icons';
import type { IconProps } from '../../../components/ui/icons';
import type { ContentIconName } from '../../../content/content-page.types';

// Line icons for the marketing pages' cards, on the shared 24 px grid of components/ui/icons.
// Decorative: the card's title says what each one means.

const icon = (paths: readonly string[]) =>
  function ContentIcon(props: IconProps) {
    return (
      <SvgIcon {...props}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </SvgIcon>
    );
  };

export const CONTENT_ICONS: Record<ContentIconName, ComponentType<IconProps>> = {
  award: icon(['M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M8.5 13.9 7 21l5-3 5 3-1.5-7.1']),
  briefcase: icon([
    'M4 7.5h16a1 1 0 0 1 1 1V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8.5a1 1 0 0 1 1-1z',
    'M8.5 7.5V5.5a1.5 1.5 0 0 1 1.5-1.5h4a1.5 1.5 0 0 1 1.5 1.5v2',
    'M3 13h18',
  ]),
  calendar: icon([
    'M5 5h14a1.5 1.5 0 0 1 1.5 1.5v13A1.5 1.5 0 0 1 19 21H5a1.5 1.5 0 0 1-1.5-1.5v-13A1.5 1.5 0 0 1 5 5z',
    'M3.5 10h17M8 3v4M16 3v4',
    'M8 14h2M14 14h2M8 17.5h2',
  ]),
  chart: icon(['M4 20h16', 'M7 16v-4M12 16V8M17 16V5']),
  chat: ChatIcon,
  clock: icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3.5 2']),
  code: icon(['M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14']),
  compass: icon([
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M15.5 8.5 13.5 13.5 8.5 15.5 10.5 10.5z',
  ]),
  document: icon(['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M9 12h6M9 16h4']),
  flag: icon(['M5 21V4', 'M5 4h11l-2 4 2 4H5']),
  gift: icon([
    'M4 10h16v4H4z',
    'M5.5 14v7h13v-7',
    'M12 10v11',
    'M12 10C10 6 6.5 5.5 6.5 8s3.5 2 5.5 2zM12 10c2-4 5.5-4.5 5.5-2s-3.5 2-5.5 2z',
  ]),
  graduation: icon([
    'M2.5 9 12 4.5 21.5 9 12 13.5z',
    'M6.5 11v5c0 1.7 2.5 3 5.5 3s5.5-1.3 5.5-3v-5',
    'M21.5 9v5',
  ]),
  partnership: icon([
    'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
    'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  ]),
  headset: icon([
    'M4 14v-2a8 8 0 0 1 16 0v2',
    'M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1z',
    'M17 19a4 4 0 0 1-4 2h-1',
  ]),
  laptop: icon([
    'M5 5h14v10H5z',
    'M3 18.5h18',
    'M9.5 9.5l-1.5 1.5 1.5 1.5M14.5 9.5l1.5 1.5-1.5 1.5',
  ]),
  megaphone: icon([
    'M4 10v4h3l8 4.5V5.5L7 10z',
    'M18 9.5a3 3 0 0 1 0 5',
    'M7 14l1.5 5.5h2.5L10 15',
  ]),
  mic: icon([
    'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z',
    'M6 11a6 6 0 0 0 12 0M12 17v4M9 21h6',
  ]),
  rupee: icon(['M7 4.5h10M7 9h10', 'M7 4.5h3.5a4.5 4.5 0 0 1 0 9H7l8 7']),
  shield: icon(['M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z', 'M8.5 12l2.5 2.5 4.5-5']),
  star: icon(['M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z']),
  target: icon([
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9z',
    'M12 12.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z',
  ]),
  ticket: icon(['M3.5 7h17v3a2 2 0 0 0 0 4v3h-17v-3a2 2 0 0 0 0-4z', 'M14 7v10']),
  users: icon([
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M2.5 20c.5-3.5 3.2-6 6.5-6s6 2.5 6.5 6',
    'M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.3c2 .8 3.3 2.9 3.5 5.7',
  ]),
  video: icon(['M3.5 6.5h12v11h-12z', 'M15.5 10.5l5-3v9l-5-3']),
};
