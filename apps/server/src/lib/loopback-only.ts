// Routes that hand out codes, identities or payments for testing (the development routes, the
// sandboxes) answer only a client on this machine. The guard is decided on the route the router
// matched, never on the path as written, so no spelling of the path (`/%64ev/`, `/x/../dev/`,
// `//dev/`) slips past it; everyone else gets the 404 an unknown path gets.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './errors.ts';
import { isLoopbackSocket } from './outbound.ts';
import './fastify-augment.ts';

/** Every route declared under this prefix is loopback-only without saying so. */
export const DEVELOPMENT_PREFIX = '/dev/';

/** Headers a proxy writes naming the client it forwards for. */
const forwardingHeaders = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

/** An address as a forwarding header writes it: quoted, bracketed, with a port, or not. */
function bareAddress(written: string): string {
  const value = written.trim().replace(/^"|"$/g, '');
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  return /^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value) ? value.slice(0, value.lastIndexOf(':')) : value;
}

/** Every client address the request's forwarding headers name (a `Forwarded` header's `for=` parts). */
export function forwardedAddresses(request: FastifyRequest): string[] {
  const addresses: string[] = [];
  for (const name of forwardingHeaders) {
    const header = request.headers[name];
    for (const line of Array.isArray(header) ? header : header === undefined ? [] : [header]) {
      for (const element of line.split(',')) {
        if (name !== 'forwarded') addresses.push(bareAddress(element));
        else
          for (const pair of element.split(';')) {
            const [key = '', value = ''] = pair.split('=', 2);
            if (key.trim().toLowerCase() === 'for') addresses.push(bareAddress(value));
          }
      }
    }
  }
  return addresses;
}

/**
 * A client on this machine: the socket's peer is loopback and no proxy says it forwards for anyone
 * else. A proxy on this machine connects over loopback for every client it serves, so its
 * forwarding headers can only make a caller less local, never more (and an unreadable one, such as
 * `for=unknown`, counts as someone else).
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  if (!isLoopbackSocket(request.socket.remoteAddress)) return false;
  return forwardedAddresses(request).every((address) => isLoopbackSocket(address));
}

export interface GuardedRoute {
  method: string;
  url: string;
}

/** The loopback-only routes of each app, keyed by its HTTP server (shared by all its plugins). */
const guardedRoutes = new WeakMap<object, GuardedRoute[]>();

function markLoopbackOnly(this: FastifyInstance, route: RouteOptions): void {
  route.config = { ...route.config, loopbackOnly: true };
  const list = guardedRoutes.get(this.server) ?? [];
  for (const method of [route.method].flat()) {
    if (!list.some((known) => known.method === method && known.url === route.url))
      list.push({ method, url: route.url });
  }
  guardedRoutes.set(this.server, list);
}

/** Every route of the app that answers only a client on this machine (for tests and start-up checks). */
export function loopbackOnlyRoutesOf(app: FastifyInstance): readonly GuardedRoute[] {
  return guardedRoutes.get(app.server) ?? [];
}

/**
 * Installs the guard on the whole app, before any module registers its routes: a route is
 * loopback-only when it lives under `/dev/`, says `config: { loopbackOnly: true }`, or was
 * registered in a plugin that called `loopbackOnlyRoutes`.
 */
export function installLoopbackGuard(app: FastifyInstance): void {
  app.addHook('onRoute', function (route) {
    if (route.url.startsWith(DEVELOPMENT_PREFIX) || route.config?.loopbackOnly === true) {
      markLoopbackOnly.call(this, route);
    }
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config?.loopbackOnly === true && !isLocalCaller(request)) {
      done(new AppError('NOT_FOUND'));
      return;
    }
    done();
  });
}

/** Whether the route `method url` exists for this caller: a loopback-only one does not for anyone else. */
export function isRouteShownTo(request: FastifyRequest, method: string, url: string): boolean {
  const guarded = loopbackOnlyRoutesOf(request.server).some((route) => route.method === method && route.url === url);
  return !guarded || isLocalCaller(request);
}

/** Makes every route the calling plugin registers from here on loopback-only (a sandbox's routes). */
export function loopbackOnlyRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', markLoopbackOnly);
}
