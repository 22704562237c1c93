// A tiny OAuth2 / OpenID Connect provider served by the server itself outside production, so
// third-party login can be exercised end to end without any outside service. Codes and tokens
// are signed rather than stored, so the sandbox keeps no state.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export const SANDBOX_KEY = 'sandbox';
export const SANDBOX_CLIENT_ID = 'mall-sandbox';
export const SANDBOX_CLIENT_SECRET = 'mall-sandbox-secret';
const CODE_TTL_MS = 5 * 60_000;
// Per process is enough: the sandbox runs for development and tests on one machine.
const signingKey = randomBytes(32);

function sign(payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', signingKey).update(body).digest('base64url');
  return `${body}.${mac}`;
}

function open<T>(token: string): T | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(createHmac('sha256', signingKey).update(body).digest('base64url'));
  const actual = Buffer.from(mac);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return JSON.parse(Buffer.from(body, 'base64url').toString()) as T;
}

interface Grant {
  sub: string;
  name: string;
  redirectUri: string;
  exp: number;
}

const authorizeQuery = z.object({
  client_id: z.literal(SANDBOX_CLIENT_ID),
  redirect_uri: z.url({ protocol: /^https?$/ }),
  state: z.string().min(1),
  /** Which sandbox person signs in; lets a test be several people. */
  login_hint: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .default('sandbox-user'),
});

const tokenBody = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1),
  redirect_uri: z.string(),
  client_id: z.literal(SANDBOX_CLIENT_ID),
  client_secret: z.literal(SANDBOX_CLIENT_SECRET),
});

/** Registers the sandbox's authorize, token and userinfo endpoints under /dev/oauth-sandbox. */
export function registerSandbox(app: FastifyInstance): void {
  app.get('/dev/oauth-sandbox/authorize', { schema: { hide: true } }, async (request, reply) => {
    const query = authorizeQuery.safeParse(request.query);
    if (!query.success) return reply.status(400).send({ error: 'invalid_request' });
    const { redirect_uri: redirectUri, state, login_hint: hint } = query.data;
    const code = sign({ sub: hint, name: `Sandbox ${hint}`, redirectUri, exp: Date.now() + CODE_TTL_MS });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    return reply.redirect(target.toString(), 302);
  });

  app.post('/dev/oauth-sandbox/token', { schema: { hide: true } }, async (request, reply) => {
    const body = tokenBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid_client' });
    const grant = open<Grant>(body.data.code);
    if (!grant || grant.exp < Date.now() || grant.redirectUri !== body.data.redirect_uri) {
      return reply.status(400).send({ error: 'invalid_grant' });
    }
    return {
      access_token: sign({ sub: grant.sub, name: grant.name, exp: Date.now() + 3_600_000 }),
      token_type: 'Bearer',
      expires_in: 3600,
    };
  });

  app.get('/dev/oauth-sandbox/userinfo', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const grant = header.startsWith('Bearer ') ? open<Omit<Grant, 'redirectUri'>>(header.slice(7)) : null;
    if (!grant || grant.exp < Date.now()) return reply.status(401).send({ error: 'invalid_token' });
    return { sub: grant.sub, name: grant.name };
  });
}
