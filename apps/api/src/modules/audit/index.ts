// The audit module's public face.
export { auditLog } from './audit.table';
export { recordAudit } from './audit.repository';
export { createAuditService, type AuditService } from './audit.service';
export { auditRoutes } from './audit.routes';
