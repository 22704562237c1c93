export { AuditService, type AuditActor, type AuditRecord } from './audit.service.ts';
export { audited, type AuditDeps, type AuditedChange } from './audited.ts';
export { auditRoutes, type AuditRouteDeps } from './audit.routes.ts';
