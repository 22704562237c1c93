import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { verify } from '@mall/contracts';
import { AppError } from '../../lib/errors.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { Db } from '../../db/client.ts';
import type { VerifyService } from './verify.service.ts';

const outboxQuery = z.object({ mobile: z.string().trim().min(1).max(24) });

export interface VerifyRouteDeps {
  db: Db;
  verify: VerifyService;
  /** Development routes (the SMS outbox) exist only outside production. */
  isProduction: boolean;
}

export async function verifyRoutes(app: FastifyInstance, deps: VerifyRouteDeps) {
  const { db, verify: codes } = deps;
  registerCall(app, verify.checkCode, async ({ body }) => {
    await codes.check(db, await codes.normalizeMobile(db, body.mobile), body.type, body.code);
    return { valid: true as const };
  });
  registerCall(app, verify.univerify, async () => {
    // One-tap carrier login needs the native app's SDK; the web shop always falls back to codes.
    throw new AppError('VALIDATION', 'account.univerifyUnsupported', undefined, 'UNIVERIFY_UNSUPPORTED');
  });

  // The outbox exists only outside production: there the route is never registered at all.
  if (!deps.isProduction) {
    app.get('/dev/sms-outbox', { schema: { hide: true } }, async (request, reply) => {
      const parsed = outboxQuery.safeParse(request.query);
      if (!parsed.success) return reply.status(400).send({ error: 'mobile is required' });
      const mobile = await codes.normalizeMobile(db, parsed.data.mobile).catch(() => parsed.data.mobile);
      return { mobile, messages: await codes.outbox(db, mobile) };
    });
  }
}
