import { JOIN_OPENS_MINUTES, isJoinOpen } from '@kaksha/shared';
import type { ScheduleSession } from '@kaksha/shared';
import { hasEnded } from '../../lib/live-sessions';
import { ButtonAnchor } from './button';

/**
 * A live session's Join button (a new tab to its meeting), from 15 minutes before its start to its
 * end, never for a cancelled one; before that, when it opens; nothing once it is over. Re-render it with a moving `now`
 * (lib/use-now.ts) so it appears on time.
 */
export function JoinSessionLink({ session, now }: { session: ScheduleSession; now: Date }) {
  if (session.status === 'cancelled' || hasEnded(session, now)) return null;
  if (!isJoinOpen(session, now)) {
    return (
      <p className="text-xs text-ink-500">Join opens {JOIN_OPENS_MINUTES} min before the start</p>
    );
  }
  if (!session.joinUrl) {
    return (
      <p className="text-sm font-medium text-ink-700">
        Your mentor is yet to share the join link. It will appear here.
      </p>
    );
  }
  return (
    <ButtonAnchor href={session.joinUrl} size="sm" className="w-full sm:w-auto">
      Join<span className="sr-only"> {session.title}</span>
    </ButtonAnchor>
  );
}
