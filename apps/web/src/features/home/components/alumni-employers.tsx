import { useEffect, useState } from 'react';
import { Section } from '../../../components/ui/section';
import { useFocusWithin } from '../../../components/ui/use-focus-within';
import { usePrefersReducedMotion } from '../../../components/ui/use-media-query';
import {
  ALUMNI_EMPLOYERS,
  ALUMNI_GROUP_SIZE,
  ALUMNI_ROTATION_MS,
} from '../../../content/home/home-logos';
import type { CompanyLogo as CompanyLogoData } from '../../../content/home/home-logos';
import { CompanyLogo } from './company-logo';

/** The logos in consecutive groups of `size`. */
export function groupLogos(logos: readonly CompanyLogoData[], size: number): CompanyLogoData[][] {
  const groups: CompanyLogoData[][] = [];
  for (let start = 0; start < logos.length; start += size) {
    groups.push(logos.slice(start, start + size));
  }
  return groups;
}

const GROUPS = groupLogos(ALUMNI_EMPLOYERS, ALUMNI_GROUP_SIZE);

/**
 * Where our alumni work: a grid of six logos that fades to the next six every 4000 ms (spec §9).
 * It pauses while the pointer is over it or focus is inside, stops with its Pause button, and
 * never moves under prefers-reduced-motion. Every group stays in the page, stacked in one grid
 * cell so the band keeps its height; screen readers get the whole list once, as text.
 */
export function AlumniEmployers() {
  const [groupIndex, setGroupIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const { hasFocus, focusHandlers } = useFocusWithin();
  const [isStopped, setIsStopped] = useState(false);
  const isReducedMotion = usePrefersReducedMotion();
  const canRotate = GROUPS.length > 1 && !isReducedMotion;
  const isPlaying = canRotate && !isStopped && !isHovered && !hasFocus;

  // One timer per shown group, so a pause never shortens the next group's turn.
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setTimeout(
      () => setGroupIndex((index) => (index + 1) % GROUPS.length),
      ALUMNI_ROTATION_MS,
    );
    return () => clearTimeout(timer);
  }, [isPlaying, groupIndex]);

  return (
    <Section
      tone="muted"
      eyebrow="Alumni"
      title="Where our alumni work"
      description="Kaksha learners now build products at start-ups and established tech companies across India."
    >
      <div
        onMouseEnter={() => setIsHovered(true)}
        onMouseLeave={() => setIsHovered(false)}
        {...focusHandlers}
        data-playing={isPlaying}
      >
        <ul className="sr-only" aria-label="Companies our alumni work at">
          {ALUMNI_EMPLOYERS.map((logo) => (
            <li key={logo.id}>{logo.name}</li>
          ))}
        </ul>
        <div aria-hidden="true" className="grid">
          {GROUPS.map((group, index) => {
            const isShown = index === groupIndex;
            return (
              <ul
                key={group[0]?.id}
                data-shown={isShown}
                className={`col-start-1 row-start-1 grid grid-cols-2 gap-4 transition-[opacity,visibility] duration-700 sm:grid-cols-3 lg:grid-cols-6 ${
                  isShown ? 'visible opacity-100' : 'invisible opacity-0'
                }`}
              >
                {group.map((logo) => (
                  <li
                    key={logo.id}
                    className="flex items-center justify-center rounded-card bg-white px-4 py-5 shadow-card"
                  >
                    <CompanyLogo logo={logo} />
                  </li>
                ))}
              </ul>
            );
          })}
        </div>
        {canRotate && (
          <div className="mt-6 flex justify-center">
            <button
              type="button"
              onClick={() => setIsStopped((stopped) => !stopped)}
              className="inline-flex h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-ink-700 ring-1 ring-ink-300 transition-colors ring-inset hover:bg-brand-50 hover:text-brand-800"
            >
              {isStopped ? 'Play logo rotation' : 'Pause logo rotation'}
            </button>
          </div>
        )}
      </div>
    </Section>
  );
}
