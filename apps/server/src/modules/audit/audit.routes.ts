import type { FastifyInstance } from 'fastify';
import { adminAudit } from '@mall/contracts';
import { registerCall } from '../../http/route.ts';
import type { Services } from '../../services.ts';

export async function auditRoutes(app: FastifyInstance, { services }: { services: Services }) {
  registerCall(app, adminAudit.page, async ({ query }) => services.audit.page(query));
}
