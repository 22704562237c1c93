// Registers one contract call: validation, authentication and the success envelope, so a
// handler only maps its input to one service or workflow call.
import './fastify-augment.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthOf, CallDef, ParsedBodyOf, ParsedQueryOf } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { prepareAnswer, sendPrepared, type PreparedAnswer } from './answer-cache.ts';
import { compressAnswer } from './answer-compression.ts';
import type { Cache } from './cache.ts';
import { AppError, ValidationFailure } from './errors.ts';
import { translate } from './i18n.ts';
import type { AuthMember, AuthOperator } from './auth.ts';

export interface CallContext<C extends CallDef> {
  query: ParsedQueryOf<C>;
  body: ParsedBodyOf<C>;
  locale: Locale;
  /** The member for `member` calls; the member or null for `optional` calls. */
  member: AuthOf<C> extends 'member' ? AuthMember : AuthMember | null;
  operator: AuthOf<C> extends 'operator' ? AuthOperator : AuthOperator | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDef> = (ctx: CallContext<C>) => Promise<z.infer<C['result']>>;

/** A call whose common answers are shared by many callers and kept as their bytes. */
export interface CachedAnswers<C extends CallDef> {
  cache: Cache<PreparedAnswer>;
  /**
   * The shared answer's key for this request (the language is added), or null when this answer is
   * not kept (a later page, a filter): then the handler answers as any call does.
   */
  key: (ctx: CallContext<C>) => string | null;
  /** Builds the shared answer; the handler when omitted. It must not depend on who asks beyond the key. */
  load?: CallHandler<C>;
  /** What is the caller's own and runs for every request the cache serves (a member's search history). */
  alongside?: (ctx: CallContext<C>) => Promise<void>;
  /** When the answer stops being true by the clock (ms), however young it is. */
  expiresAt?: (result: z.infer<C['result']>) => number | undefined;
  /** Brotli quality of a fill (`FILL_QUALITY`); quick unless the answer is rebuilt behind a stale one. */
  quality?: number;
}

function successEnvelope(result: z.ZodType) {
  return z.object({ success: z.literal(true), code: z.literal(200), message: z.string(), result });
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.trim() !== '' ? token.trim() : undefined;
}

async function authenticate(app: FastifyInstance, call: CallDef, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (call.auth === 'public') return;
  if (call.auth === 'optional') {
    if (!token) return;
    // A token that no longer works must send the client to log in, not quietly make it a guest.
    const member = await app.authenticators.member(token);
    if (!member) throw new AppError('TOKEN_INVALID');
    request.member = member;
    return;
  }
  if (!token) throw new AppError('NO_POWER');
  if (call.auth === 'member') {
    const member = await app.authenticators.member(token);
    if (!member) throw new AppError('TOKEN_INVALID');
    request.member = member;
    return;
  }
  const operator = await app.authenticators.operator(token);
  if (!operator) throw new AppError('TOKEN_INVALID');
  if (call.roles && call.roles.length > 0 && !call.roles.some((role) => operator.roles.includes(role))) {
    throw new AppError('FORBIDDEN');
  }
  request.operator = operator;
}

/**
 * C0 and C1 control characters and DEL; tab and line breaks stay allowed because multi-line
 * texts (descriptions, feedback, notes) carry them. PostgreSQL refuses NUL in text outright.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

interface Visit {
  value: unknown;
  key: PropertyKey | null;
  parent: Visit | null;
}

/** The field's path, cut after a few levels: the answer names the field, not the whole nesting. */
function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse().slice(0, 8);
}

/** Finds the first text holding a control character, anywhere in a parsed query or body. */
function controlCharacterPath(input: unknown): PropertyKey[] | null {
  // An explicit stack with parent links: a deeply nested JSON body must neither overflow the
  // call stack nor cost a copied path per level.
  const stack: Visit[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (controlCharacter.test(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, key: index, parent: visit }));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

function refuseControlCharacters(request: FastifyRequest): void {
  for (const input of [request.query, request.body]) {
    const path = controlCharacterPath(input);
    if (path) throw new ValidationFailure([{ code: 'control_character', path, message: 'control_character' }]);
  }
}

/** The success message per language, formatted once: ICU formatting on every answer cost a per cent of a list. */
const successMessages = new Map<Locale, string>();

function successMessage(locale: Locale): string {
  let message = successMessages.get(locale);
  if (message === undefined) {
    message = translate(locale, 'common.success');
    successMessages.set(locale, message);
  }
  return message;
}

function envelopeOf(request: FastifyRequest, result: unknown) {
  return { success: true as const, code: 200 as const, message: successMessage(request.locale), result };
}

function contextOf<C extends CallDef>(request: FastifyRequest, reply: FastifyReply): CallContext<C> {
  return {
    query: request.query as ParsedQueryOf<C>,
    body: request.body as ParsedBodyOf<C>,
    locale: request.locale,
    member: (request.member ?? null) as CallContext<C>['member'],
    operator: (request.operator ?? null) as CallContext<C>['operator'],
    request,
    reply,
  };
}

/**
 * The shared answer from its cache, written by the route's own serializer (so its bytes are the
 * uncached answer's) and compressed once when the cache is filled.
 */
async function sendCached<C extends CallDef>(
  cached: CachedAnswers<C>,
  key: string,
  handler: CallHandler<C>,
  ctx: CallContext<C>,
): Promise<FastifyReply> {
  const { request, reply } = ctx;
  await cached.alongside?.(ctx);
  const answer = await cached.cache.get(`${request.locale}:${key}`, async () => {
    const result = await (cached.load ?? handler)(ctx);
    const body = reply.serialize(envelopeOf(request, result)) as string;
    return prepareAnswer(body, { quality: cached.quality, expiresAt: cached.expiresAt?.(result) });
  });
  return sendPrepared(request, reply, answer);
}

export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  cached?: CachedAnswers<C>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { call, ...(call.fieldLabels ? { fieldLabels: call.fieldLabels } : {}) },
    schema: {
      summary: call.summary,
      tags: [call.path.split('/')[2] ?? 'misc'],
      ...(call.auth === 'public' ? {} : { security: [{ token: [] }] }),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: successEnvelope(call.result) },
    },
    // Compressed by its own hook, not @fastify/compress's (lib/answer-compression.ts says why).
    compress: false,
    onSend: compressAnswer,
    // Who may call comes before what they sent: a guest learns to log in, not which field is wrong.
    preValidation:
      call.auth === 'public'
        ? (request, _reply, done) => {
            try {
              refuseControlCharacters(request);
              done();
            } catch (error) {
              done(error as Error);
            }
          }
        : async (request) => {
            await authenticate(app, call, request);
            refuseControlCharacters(request);
          },
    handler: async (request, reply) => {
      const ctx = contextOf<C>(request, reply);
      const key = cached?.key(ctx) ?? null;
      if (cached && key !== null) return sendCached(cached, key, handler, ctx);
      return envelopeOf(request, await handler(ctx));
    },
  });
}
