export { AuditService, type AuditActor, type AuditRecord } from './audit.service.ts';
export { auditRoutes } from './audit.routes.ts';
