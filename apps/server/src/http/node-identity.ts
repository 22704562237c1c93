// Which node answered and which request it was: behind a load balancer a support case names both,
// and the request id leads from a shopper's error screen to the node's log lines.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An id the balancer or a client already gave the request is kept when it is a plain token. */
const forwardedId = /^[\w.:-]{8,128}$/;

/** Fastify's `genReqId`: unique across nodes (a per-process counter would repeat on every node). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && forwardedId.test(given) ? given : randomUUID();
}

export function nodeHeaders(request: FastifyRequest): Record<string, string> {
  return { 'x-node': request.server.nodeId, 'x-request-id': request.id };
}

/** Every answer, a 404 and a refused body included, says which node served it. */
export function installNodeIdentity(app: FastifyInstance, nodeId: string): void {
  app.decorate('nodeId', nodeId);
  // Callback hooks here and in the other per-request hooks: an async one costs a promise a request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(nodeHeaders(request));
    done();
  });
}
