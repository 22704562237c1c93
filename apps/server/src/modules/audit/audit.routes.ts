import type { FastifyInstance } from 'fastify';
import { adminAudit } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { AuditService } from './audit.service.ts';

export interface AuditRouteDeps {
  db: Db;
  audit: AuditService;
}

export async function auditRoutes(app: FastifyInstance, { db, audit }: AuditRouteDeps) {
  registerCall(app, adminAudit.page, async ({ query }) => audit.page(db, query));
}
