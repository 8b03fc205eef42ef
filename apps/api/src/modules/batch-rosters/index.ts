// The batch rosters module's public face: a batch's learners, moves between batches, attendance.
export { sessionAttendance } from './batch-rosters.table';
export { createBatchRostersService, type BatchRostersService } from './batch-rosters.service';
export { batchRostersRoutes } from './batch-rosters.routes';
