// The session notices module's public face: reminders, moves and cancellations e-mailed to a
// batch's learners, each once across instances.
export { sessionNotices, type SessionNoticeKind } from './session-notices.table';
export { recordSessionChange } from './session-changes';
export {
  createSessionNotices,
  type SessionNotices,
  type SessionNoticeReport,
} from './session-notices';
