// Carriers' tracking webhooks (`POST /mallapi/logistics/notify/:carrier`): the body stays raw
// because the signature is over its exact bytes; it is then read as strict JSON.
import type { FastifyInstance } from 'fastify';
import { withTransaction, type Db } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { CARRIER_SIGNATURE_HEADER } from './orders.carrier.ts';
import type { OrdersService } from './orders.service.ts';

export interface LogisticsRouteDeps {
  db: Db;
  orders: OrdersService;
}

export async function logisticsRoutes(app: FastifyInstance, deps: LogisticsRouteDeps) {
  const { db, orders } = deps;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/mallapi/logistics/notify/:carrier',
    { config: { fieldLabels: { text: 'field.eventText' } } },
    async (request) => {
      const { carrier } = request.params as { carrier: string };
      const signature = request.headers[CARRIER_SIGNATURE_HEADER];
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const event = await orders.verifyCarrierEvent(db, rawBody, typeof signature === 'string' ? signature : undefined);
      const { added } = await withTransaction(db, (tx) => orders.addCarrierEvent(tx, carrier, event));
      return {
        success: true,
        code: 200,
        message: translate(request.locale, 'common.success'),
        result: { action: added ? 'added' : 'replay' },
      };
    },
  );
}
