// The batches module's public face: dated runs of a program, their seats and live sessions.
export { batches, batchSessions, type BatchRow, type BatchSessionRow } from './batches.table';
export {
  createBatchesService,
  type BatchesService,
  type SessionChange,
  type SessionChangeHook,
} from './batches.service';
export { batchesRoutes } from './batches.routes';
export { seedDemoBatches } from './batches.seed';
export { findBatch, findSession } from './batches.repository';
export {
  batchUnavailable,
  claimSeats,
  consumeClaims,
  findSeatBatches,
  seatBatchesJson,
  toSeatBatches,
  holdSeats,
  releaseClaims,
  sweepStaleClaims,
  moveSeatCounters,
  pickBatches,
  previewBatch,
  retakeSeats,
  type SeatBatch,
} from './seat-bookkeeping';
