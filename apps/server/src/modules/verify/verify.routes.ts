import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { verify } from '@mall/contracts';
import { AppError } from '../../http/errors.ts';
import { registerCall } from '../../http/route.ts';
import type { Services } from '../../services.ts';

const outboxQuery = z.object({ mobile: z.string().trim().min(1).max(24) });

export async function verifyRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { members, verify: codes } = services;
  registerCall(app, verify.smscode, async ({ body, request, locale }) =>
    members.requestCode(body.mobile, body.type, request.ip, locale),
  );
  registerCall(app, verify.checkCode, async ({ body }) => {
    await codes.check(await codes.normalizeMobile(body.mobile), body.type, body.code);
    return { valid: true as const };
  });
  registerCall(app, verify.checkUsername, async ({ body }) => ({
    available: await members.isUsernameAvailable(body.username),
  }));
  registerCall(app, verify.univerify, async () => {
    // One-tap carrier login needs the native app's SDK; the web shop always falls back to codes.
    throw new AppError('VALIDATION', 'account.univerifyUnsupported', undefined, 'UNIVERIFY_UNSUPPORTED');
  });

  // The outbox exists only outside production: there the route is never registered at all.
  if (!services.config.isProduction) {
    app.get('/dev/sms-outbox', { schema: { hide: true } }, async (request, reply) => {
      const parsed = outboxQuery.safeParse(request.query);
      if (!parsed.success) return reply.status(400).send({ error: 'mobile is required' });
      const mobile = await codes.normalizeMobile(parsed.data.mobile).catch(() => parsed.data.mobile);
      return { mobile, messages: await codes.outbox(mobile) };
    });
  }
}
