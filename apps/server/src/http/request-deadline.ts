import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * Answers the timeout envelope to a request still unanswered `timeoutMs` after it arrived. The
 * handler runs on and its late answer is dropped; a call resent with its idempotency key gets the
 * first result. Fastify's own `handlerTimeout` cannot serve: it stops its timer when the request
 * stream closes, which a POST's does as soon as its body has been read (fastify/fastify#6725), so
 * no call with a body ever timed out. An answer already streaming (a large file to a slow phone)
 * is left to finish.
 */
export function installRequestDeadline(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      void reply.send(new errorCodes.FST_ERR_HANDLER_TIMEOUT(timeoutMs, request.routeOptions.url ?? request.url));
    }, timeoutMs);
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
