// The wire protocol around every call: the caller's language, and every failure as a localised envelope.
import '../lib/fastify-augment.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorKinds, type ErrorKind } from '@mall/contracts';
import { normalizeLocale, type Locale, type MessageId } from '@mall/i18n';
import { AppError, ValidationFailure } from '../lib/errors.ts';
import { hasMessage, translate } from '../lib/i18n.ts';

interface FieldIssue {
  field: string;
  message: string;
}

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

/** Names a field in the caller's language when the catalogues know it. */
export function fieldLabel(field: string, locale: Locale): string {
  const id = `field.${field}`;
  return hasMessage(id) ? translate(locale, id) : field;
}

/** Turns schema issues into one localised sentence naming the first bad field, plus the full list. */
export function describeIssues(
  issues: readonly ZodLikeIssue[],
  locale: Locale,
): { message: string; fields: FieldIssue[] } {
  const fields = issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    return { field, message: reasonFor(issue, locale) };
  });
  const first = fields[0] ?? { field: 'body', message: translate(locale, 'validation.invalid') };
  const label = fieldLabel(first.field.split('.')[0] ?? first.field, locale);
  return { message: translate(locale, 'error.VALIDATION', { field: label, reason: first.message }), fields };
}

export function sendError(
  reply: FastifyReply,
  kind: ErrorKind,
  message: string,
  extra: { errorKey?: string; fields?: FieldIssue[] } = {},
): FastifyReply {
  const { code, status } = errorKinds[kind];
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
    });
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  try {
    return describeError(error, request, reply);
  } catch (failure) {
    // The error path itself must never leave the caller with a bare framework page.
    request.log.error({ err: failure, original: error }, 'error handler failed');
    return sendError(reply, 'INTERNAL', translate('zh_CN', 'error.INTERNAL'));
  }
}

function describeError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale ?? 'zh_CN';
  if (error instanceof AppError) {
    return sendError(reply, error.kind, translate(locale, error.messageId, error.values), { errorKey: error.errorKey });
  }
  if ((error as unknown) instanceof ValidationFailure) {
    const { message, fields } = describeIssues((error as unknown as ValidationFailure).issues, locale);
    return sendError(reply, 'VALIDATION', message, { fields });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      ...(v.params as Partial<ZodLikeIssue>),
      code: v.keyword,
      message: v.message ?? '',
      path: v.instancePath.split('/').filter(Boolean),
    }));
    const { message, fields } = describeIssues(issues, locale);
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
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return sendError(
        reply,
        'VALIDATION',
        translate(locale, 'error.VALIDATION', {
          field: 'body',
          reason: translate(locale, 'validation.invalid'),
        }),
      );
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(
      reply,
      'VALIDATION',
      translate(locale, 'error.VALIDATION', {
        field: 'body',
        reason: translate(locale, 'validation.invalid'),
      }),
    );
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 'INTERNAL', translate(locale, 'error.INTERNAL'));
}

export function installProtocol(app: FastifyInstance): void {
  app.decorateRequest('locale', 'zh_CN');
  app.decorateRequest('member', null);
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    const lang = request.headers.lang;
    request.locale = normalizeLocale(Array.isArray(lang) ? lang[0] : lang);
  });
  app.setErrorHandler(handleError);
}

/** Unknown calls answer the 404 envelope, never a bare framework page. */
export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 'NOT_FOUND', translate(request.locale ?? 'zh_CN', 'error.NOT_FOUND'));
}
