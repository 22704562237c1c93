import type { FastifyInstance } from 'fastify';
import { adminAuth, adminOperators } from '@mall/contracts';
import { AppError } from '../../http/errors.ts';
import { registerCall } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { audited } from '../../workflows/audited.ts';

export async function operatorRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { operators } = services;
  registerCall(app, adminAuth.login, async ({ body }) => operators.login(body.username, body.password));
  registerCall(app, adminAuth.me, async ({ operator }) => operators.get(operator.operatorId));
  registerCall(app, adminAuth.logout, async ({ operator }) => {
    await operators.logout(operator.sessionId);
    return null;
  });

  registerCall(app, adminOperators.list, async () => operators.list());
  registerCall(app, adminOperators.create, async ({ body, request }) =>
    audited(services, request, 'operator.create', 'operator', async (tx) => {
      const created = await operators.create(tx, body);
      return { targetId: created.id, before: null, after: created, result: created };
    }),
  );
  registerCall(app, adminOperators.update, async ({ body, request, operator }) => {
    // An admin cannot lock themselves out: the last way back in would be the database.
    if (body.id === operator.operatorId && (body.isDisabled || (body.roles && !body.roles.includes('admin')))) {
      throw new AppError('FORBIDDEN');
    }
    return audited(services, request, 'operator.update', 'operator', async (tx) => {
      const change = await operators.update(tx, body.id, body);
      return { targetId: body.id, before: change.before, after: change.after, result: change.after };
    });
  });
}
