import { sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { batchSessions, type SessionChange } from '../batches';
import { enrolments } from '../payments';
import { users } from '../users';
import { sessionNotices } from './session-notices.table';

/** Accounts erased under data rights keep an undeliverable address: they are never written to. */
export const ERASED_ADDRESS = '%@erased.invalid';

/**
 * Records the e-mails a change to a session owes its learners, in the change's own transaction (so
 * a change that commits has its notices, and one that rolls back has none); the notice round sends
 * them. A move of a scheduled session to another start owes each learner placed in its batch a
 * `moved` e-mail, a cancellation a `cancelled` one, while the session (at its new start, for a
 * move) has not ended. Edits of the title, length or links owe nothing: reminders carry them as
 * they are when they go.
 */
export async function recordSessionChange(
  tx: Executor,
  { before, after }: SessionChange,
): Promise<void> {
  const cancelled = before.status === 'scheduled' && after.status === 'cancelled';
  const moved =
    after.status === 'scheduled' && before.startsAt.getTime() !== after.startsAt.getTime();
  if (cancelled)
    await tx.execute(sql`
      insert into ${sessionNotices} (session_id, user_id, kind, session_sequence, starts_at)
      select s.id, e.user_id, 'cancelled', s.sequence, s.starts_at
      from ${batchSessions} s
      join ${enrolments} e on e.batch_id = s.batch_id
      join ${users} u on u.id = e.user_id
      where s.id = ${after.id} and u.email not like ${ERASED_ADDRESS}
        and s.starts_at + s.duration_minutes * interval '1 minute' > now()
      on conflict do nothing`);
  else if (moved)
    // The old start is the one the learner last heard of: when the move before this one has not
    // been e-mailed yet, its own old start (10:00 → 11:00 unsent, then → 12:00: "was 10:00"),
    // and a session moved back to the start they know is not news.
    await tx.execute(sql`
      insert into ${sessionNotices}
        (session_id, user_id, kind, session_sequence, starts_at, previous_starts_at)
      select s.id, e.user_id, 'moved', s.sequence, s.starts_at, heard.starts_at
      from ${batchSessions} s
      join ${enrolments} e on e.batch_id = s.batch_id
      join ${users} u on u.id = e.user_id
      cross join lateral (
        select coalesce(
          (select n.previous_starts_at from ${sessionNotices} n
           where n.session_id = s.id and n.user_id = e.user_id and n.kind = 'moved'
             and n.sent_at is null and n.starts_at = ${before.startsAt.toISOString()}::timestamptz
           order by n.session_sequence desc limit 1),
          ${before.startsAt.toISOString()}::timestamptz) as starts_at
      ) heard
      where s.id = ${after.id} and u.email not like ${ERASED_ADDRESS}
        and s.starts_at + s.duration_minutes * interval '1 minute' > now()
        and heard.starts_at <> s.starts_at
      on conflict do nothing`);
}
