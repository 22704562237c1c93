// The wire protocol around every call: the caller's language, and every failure as a localised envelope.
import '../lib/fastify-augment.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorKinds, type ErrorKind, type FieldIssue } from '@mall/contracts';
import { normalizeLocale, type Locale, type MessageId } from '@mall/i18n';
import { databaseFailure, isQueryError } from '../lib/db-errors.ts';
import { AppError, ValidationFailure } from '../lib/errors.ts';
import { isRouteShownTo } from '../lib/loopback-only.ts';
import { hasMessage, translate } from '../lib/i18n.ts';
import { redactDatabaseError, redactError } from '../lib/redact.ts';
import { nodeHeaders } from './node-identity.ts';
import { securityHeaders } from './security-headers.ts';

interface ZodLikeIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  expected?: string;
  input?: unknown;
}

function reasonFor(issue: ZodLikeIssue, locale: Locale): string {
  if (hasMessage(`error.${issue.message}`)) return translate(locale, `error.${issue.message}` as MessageId);
  switch (issue.code) {
    case 'invalid_type':
      if (
        issue.input === undefined ||
        issue.input === null ||
        issue.input === '' ||
        /received (undefined|null)/.test(issue.message)
      )
        return translate(locale, 'validation.required');
      return translate(locale, issue.expected === 'number' ? 'validation.notANumber' : 'validation.invalid');
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return translate(locale, 'validation.required');
      return issue.origin === 'string' || issue.origin === 'array'
        ? translate(locale, 'validation.tooShort', { min: Number(issue.minimum) })
        : translate(locale, 'validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? translate(locale, 'validation.tooLong', { max: Number(issue.maximum) })
        : translate(locale, 'validation.tooBig', { max: Number(issue.maximum) });
    case 'invalid_value':
      return translate(locale, 'validation.notOneOf');
    case 'control_character':
      return translate(locale, 'validation.controlCharacter');
    default:
      return translate(locale, 'validation.invalid');
  }
}

type FieldLabels = Readonly<Record<string, string>> | undefined;

/** Names a field in the caller's language when the catalogues know it; the call's own label first. */
export function fieldLabel(field: string, locale: Locale, labels?: FieldLabels): string {
  const own = labels?.[field];
  if (own !== undefined && hasMessage(own)) return translate(locale, own);
  const id = `field.${field}`;
  return hasMessage(id) ? translate(locale, id) : field;
}

/** Turns schema issues into one localised sentence naming the first bad field, plus the full list. */
export function describeIssues(
  issues: readonly ZodLikeIssue[],
  locale: Locale,
  labels?: FieldLabels,
): { message: string; fields: FieldIssue[] } {
  const fields = issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    return { field, message: reasonFor(issue, locale) };
  });
  const first = fields[0] ?? { field: 'body', message: translate(locale, 'validation.invalid') };
  const label = fieldLabel(first.field.split('.')[0] ?? first.field, locale, labels);
  return { message: translate(locale, 'error.VALIDATION', { field: label, reason: first.message }), fields };
}

export function sendError(
  reply: FastifyReply,
  kind: ErrorKind,
  message: string,
  extra: { errorKey?: string; fields?: FieldIssue[]; retryAfter?: number | undefined } = {},
): FastifyReply {
  const { code, status } = errorKinds[kind];
  if (extra.retryAfter !== undefined) reply.header('retry-after', String(extra.retryAfter));
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      code,
      message,
      result: null,
      error: extra.errorKey ?? kind,
      ...(extra.fields ? { fields: extra.fields } : {}),
      ...(extra.retryAfter !== undefined ? { retryAfter: extra.retryAfter } : {}),
      requestId: reply.request.id,
    });
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  try {
    return describeError(error, request, reply);
  } catch (failure) {
    // The error path itself must never leave the caller with a bare framework page.
    request.log.error({ err: failure, original: redactError(error) }, 'error handler failed');
    return sendError(reply, 'INTERNAL', translate('zh_CN', 'error.INTERNAL'));
  }
}

function describeError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale ?? 'zh_CN';
  const labels = request.routeOptions?.config?.fieldLabels;
  if (error instanceof AppError) {
    const message = translate(locale, error.messageId, error.values);
    return sendError(reply, error.kind, message, {
      errorKey: error.errorKey,
      retryAfter: error.retryAfterSeconds,
      ...(error.field === undefined ? {} : { fields: [{ field: error.field, message }] }),
    });
  }
  if ((error as unknown) instanceof ValidationFailure) {
    const { message, fields } = describeIssues((error as unknown as ValidationFailure).issues, locale, labels);
    return sendError(reply, 'VALIDATION', message, { fields });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      ...(v.params as Partial<ZodLikeIssue>),
      code: v.keyword,
      message: v.message ?? '',
      path: v.instancePath.split('/').filter(Boolean),
    }));
    const { message, fields } = describeIssues(issues, locale, labels);
    return sendError(reply, 'VALIDATION', message, { fields });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its contract');
    return sendError(reply, 'INTERNAL', translate(locale, 'error.INTERNAL'));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sendError(reply, 'PAYLOAD_TOO_LARGE', translate(locale, 'error.PAYLOAD_TOO_LARGE'));
    case 'FST_ERR_HANDLER_TIMEOUT':
      request.log.warn({ url: request.url }, 'handler timed out');
      return sendError(reply, 'TIMEOUT', translate(locale, 'error.TIMEOUT'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE', translate(locale, 'error.UNSUPPORTED_MEDIA_TYPE'));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return sendInvalidBody(reply, locale);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendInvalidBody(reply, locale);
  }
  return describeInternalError(error, request, reply, locale);
}

/** A body the server could not read at all: a 400 naming the body rather than a field. */
function sendInvalidBody(reply: FastifyReply, locale: Locale) {
  const reason = translate(locale, 'validation.invalid');
  return sendError(reply, 'VALIDATION', translate(locale, 'error.VALIDATION', { field: 'body', reason }));
}

/** Database outages and timeouts answer "try again" (503); SQL and its values never reach the caller or the log. */
function describeInternalError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, locale: Locale) {
  const failure = databaseFailure(error);
  if (failure) {
    request.log.warn({ db: redactDatabaseError(error), url: request.url }, `database ${failure.toLowerCase()}`);
    const messageId = failure === 'TIMEOUT' ? 'error.TIMEOUT' : 'error.UNAVAILABLE';
    return sendError(reply, 'TIMEOUT', translate(locale, messageId), { errorKey: failure });
  }
  if (isQueryError(error)) {
    request.log.error({ db: redactDatabaseError(error), url: request.url }, 'database error');
  } else {
    request.log.error({ err: error }, 'unhandled error');
  }
  return sendError(reply, 'INTERNAL', translate(locale, 'error.INTERNAL'));
}

export function installProtocol(app: FastifyInstance): void {
  app.decorateRequest('locale', 'zh_CN');
  app.decorateRequest('member', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('appVersion', null);
  // Known early from the header or the query, so even a body that fails to parse is answered in
  // the caller's language; refined once the body is parsed, for clients that send them there.
  app.addHook('onRequest', (request, _reply, done) => {
    readClientParams(request);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    readClientParams(request);
    done();
  });
  app.setErrorHandler(handleError);
  // Only forms and JSON are calls' bodies (docs/api/protocol.md): text/plain is refused with 415
  // like any other type, not parsed into a string the call's schema then stumbles over.
  app.removeContentTypeParser('text/plain');
}

function firstText(value: unknown): string | undefined {
  const text = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
}

function fieldOf(input: unknown, name: string): unknown {
  return input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[name] : undefined;
}

/**
 * The original client adds `lang` and `app-version` to every request, as headers or as
 * parameters: the header wins, then the query, then the form or JSON body.
 */
export function clientParam(request: FastifyRequest, name: 'lang' | 'app-version'): string | undefined {
  return (
    firstText(request.headers[name]) ??
    firstText(fieldOf(request.query, name)) ??
    firstText(fieldOf(request.body, name))
  );
}

function readClientParams(request: FastifyRequest): void {
  request.locale = normalizeLocale(clientParam(request, 'lang'));
  request.appVersion = clientParam(request, 'app-version') ?? null;
}

/**
 * Errors Fastify meets before routing (an address that does not decode): no hook has run, so the
 * language comes from the header and the security headers are set here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = normalizeLocale(firstText(request.headers.lang));
  request.log.info({ code: error.code }, 'request refused before routing');
  reply.headers(securityHeaders);
  reply.headers(nodeHeaders(request));
  return sendError(
    reply,
    'VALIDATION',
    translate(locale, 'error.VALIDATION', { field: 'url', reason: translate(locale, 'validation.invalid') }),
  );
}

const callMethods = ['GET', 'POST'] as const;

/** Unknown calls answer the 404 envelope, a known call asked with the wrong method the 405 one. */
export function notFound(request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale ?? 'zh_CN';
  const url = request.url.split('?')[0] ?? request.url;
  const allowed = callMethods.filter(
    (method) => request.server.hasRoute({ method, url }) && isRouteShownTo(request, method, url),
  );
  if (allowed.length > 0 && !allowed.includes(request.method as (typeof callMethods)[number])) {
    reply.header('allow', allowed.join(', '));
    return sendError(reply, 'METHOD_NOT_ALLOWED', translate(locale, 'error.METHOD_NOT_ALLOWED'));
  }
  return sendError(reply, 'NOT_FOUND', translate(locale, 'error.NOT_FOUND'));
}
