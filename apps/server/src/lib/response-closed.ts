import type { FastifyReply } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Aborts once this request's response has closed: answered (by the request deadline's 503, say) or
 * its connection gone. Work still waiting its turn then has no one to answer. Fastify's own
 * `request.signal` cannot serve: it listens for the request stream's 'close', which a POST emits as
 * soon as its body has been read (fastify/fastify#6725).
 */
export function responseClosed(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const abort = () => controller.abort(new AppError('TIMEOUT'));
  if (reply.raw.closed) abort();
  else reply.raw.once('close', abort);
  return controller.signal;
}
