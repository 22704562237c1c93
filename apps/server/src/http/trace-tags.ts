// With tracing on, each call's span carries its request id and the call's path as declared, so a
// support case leads from the id on a shopper's error screen to the trace of the call and its SQL.
import type { FastifyInstance } from 'fastify';

export async function installTraceTags(app: FastifyInstance): Promise<void> {
  // Loaded only here, and this is installed only with tracing on.
  const { trace } = await import('@opentelemetry/api');
  app.addHook('onRequest', async (request) => {
    const span = trace.getActiveSpan();
    if (!span) return;
    const route = request.routeOptions.url ?? 'unmatched';
    span.setAttribute('mall.request_id', request.id);
    span.setAttribute('http.route', route);
    span.updateName(`${request.method} ${route}`);
  });
}
