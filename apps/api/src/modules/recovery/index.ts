// The recovery module's public face (issue 27): abandoned-checkout and failed-payment e-mails,
// their click-throughs and one-click unsubscribes, and the sales console's figures.
export { recoveryEmails, type RecoveryLine } from './recovery.table';
export { createRecoveryLinks, type RecoveryLinks } from './recovery-links';
export { createRecoveryJob, type RecoveryJob, type RecoveryReport } from './recovery-job';
export { createRecoveryService, type RecoveryService } from './recovery.service';
export { recoveryRoutes } from './recovery.routes';
