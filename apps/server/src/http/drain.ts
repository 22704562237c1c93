// Readiness for a load balancer: once a node is told to stop it fails /healthz but keeps serving,
// so the balancer takes it out before its HTTP server closes and no request meets a closed door.
import type { FastifyInstance } from 'fastify';

export interface Readiness {
  /** True from the stop signal on: /healthz answers 503 `draining`. */
  readonly isDraining: boolean;
  /** Starts draining; answers from now on ask the client to close its connection. */
  drain(): void;
}

export function installReadiness(app: FastifyInstance): Readiness {
  let isDraining = false;
  // A client (or the balancer) holding a keep-alive connection opens its next one elsewhere, so
  // the connections left when the server closes are idle ones, closed without cutting a request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isDraining) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    get isDraining() {
      return isDraining;
    },
    drain() {
      isDraining = true;
    },
  };
}

/** Waits `ms` (the balancer's check interval times its fall count, plus a margin); 0 does not wait. */
export function waitForBalancer(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
