// The OpenAPI 3.1 document served at /mallapi/docs, built from the routes as they are registered:
// a contract call (`registerCall`) brings its zod schemas, any other route that is not hidden (the
// providers' webhooks) a generic entry. A new call is in the document by being registered.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { locales, type CallDef } from '@mall/contracts';
import { errorResponses, errorSchemas, errorStatuses } from './openapi-errors.ts';
import { ComponentSchemas, type JsonSchema } from './openapi-schemas.ts';

export interface DocumentedRoute {
  method: 'GET' | 'POST';
  url: string;
  call?: CallDef;
  summary?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: JsonSchema;
  paths: Record<string, Record<string, JsonSchema>>;
  components: Record<string, Record<string, JsonSchema>>;
}

const formType = 'application/x-www-form-urlencoded';

/** `/mallapi/pay/notify/:provider` → `/mallapi/pay/notify/{provider}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/[{}]/g, ''));
  return [method.toLowerCase(), ...words].join('.');
}

function securityOf(call: CallDef): Record<string, JsonSchema[]> {
  // A guest may browse an optional-login call; a token, when sent, must be valid.
  if (call.auth === 'public') return {};
  return { security: call.auth === 'optional' ? [{}, { token: [] }] : [{ token: [] }] };
}

function describeAuth(call: CallDef): string {
  if (call.auth === 'public') return 'Public.';
  if (call.auth === 'optional') return 'A member session is optional: a guest sends no token.';
  if (call.auth === 'member') return 'A member session.';
  const roles = call.roles && call.roles.length > 0 ? call.roles.join(', ') : 'any';
  return `An operator session (roles: ${roles}).`;
}

/** Query fields as parameters: lists are sent repeated (`id=1&id=2`). */
function queryParameters(schema: JsonSchema): JsonSchema[] {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  // A query that is no plain object (a union, say) is one object spread over the query string.
  if (schema.type !== 'object' || !properties)
    return [{ name: 'query', in: 'query', style: 'form', explode: true, schema }];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([field, property]) => ({
    name: field,
    in: 'query',
    required: required.has(field),
    ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
    schema: property,
  }));
}

/** Fields holding objects travel in a form as JSON text. */
function formEncoding(schema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const json = Object.entries(properties).filter(([, property]) => {
    const items = property.items as JsonSchema | undefined;
    return property.type === 'object' || items?.type === 'object';
  });
  return json.length === 0
    ? {}
    : { encoding: Object.fromEntries(json.map(([field]) => [field, { contentType: 'application/json' }])) };
}

const uploadedFile = { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file' };

function requestBody(call: CallDef, book: ComponentSchemas, id: string): JsonSchema {
  if (call.multipart) {
    const fields = call.multipart.fields ? book.convert(call.multipart.fields, 'input', `${id}.fields`) : {};
    const properties = {
      ...((fields.properties as JsonSchema | undefined) ?? {}),
      [call.multipart.file]: uploadedFile,
    };
    const required = [...((fields.required as string[] | undefined) ?? []), call.multipart.file];
    const schema = { type: 'object', properties, required };
    return { requestBody: { required: true, content: { 'multipart/form-data': { schema } } } };
  }
  if (!call.body) return {};
  const schema = book.convert(call.body, 'input', `${id}.body`);
  const required = Array.isArray(schema.required) && schema.required.length > 0;
  const content = { [formType]: { schema, ...formEncoding(schema) }, 'application/json': { schema } };
  return { requestBody: { required, content } };
}

function responses(method: 'GET' | 'POST', success: JsonSchema): JsonSchema {
  const errors = errorStatuses(method).map((status) => [
    String(status),
    { $ref: `#/components/responses/Error${status}` },
  ]);
  const ok = { description: 'The success envelope', content: { 'application/json': { schema: success } } };
  return { 200: ok, ...Object.fromEntries(errors) };
}

const clientHeaders = [{ $ref: '#/components/parameters/lang' }, { $ref: '#/components/parameters/appVersion' }];

function callOperation(call: CallDef, book: ComponentSchemas): JsonSchema {
  const id = operationId(call.method, call.path);
  const envelope = z.object({
    success: z.literal(true),
    code: z.literal(200),
    message: z.string(),
    result: call.result,
  });
  const query = call.query ? queryParameters(book.convert(call.query, 'input', `${id}.query`)) : [];
  return {
    operationId: id,
    summary: call.summary,
    description: describeAuth(call),
    tags: [call.path.split('/')[2] ?? 'misc'],
    ...securityOf(call),
    parameters: [...clientHeaders, ...query],
    ...requestBody(call, book, id),
    responses: responses(call.method, book.convert(envelope, 'output', `${id}.result`)),
  };
}

/** A route outside the contracts (a provider's webhook): its raw body and the envelope. */
function rawOperation(route: DocumentedRoute, path: string): JsonSchema {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const success = {
    type: 'object',
    required: ['success', 'code', 'message', 'result'],
    properties: { success: { const: true }, code: { const: 200 }, message: { type: 'string' }, result: {} },
  };
  return {
    operationId: operationId(route.method, path),
    summary: route.summary ?? `${route.method} ${path}`,
    tags: [path.split('/')[2] ?? 'misc'],
    parameters: names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(route.method === 'POST'
      ? { requestBody: { required: true, content: { '*/*': { schema: { type: 'string' } } } } }
      : {}),
    responses: responses(route.method, success),
  };
}

export function buildDocument(routes: readonly DocumentedRoute[]): OpenApiDocument {
  const book = new ComponentSchemas();
  const paths: OpenApiDocument['paths'] = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = openApiPath(route.url);
    const operation = route.call ? callOperation(route.call, book) : rawOperation(route, path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mall API',
      version: '1.0.0',
      description: 'Generated from the contracts; see docs/api/protocol.md.',
    },
    paths,
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      parameters: {
        lang: { name: 'lang', in: 'header', schema: { type: 'string', enum: [...locales] } },
        appVersion: { name: 'app-version', in: 'header', schema: { type: 'string' }, example: 'h5_2.7.5' },
      },
      responses: errorResponses(),
      schemas: { ...errorSchemas(), ...book.schemas },
    },
  };
}

/** The routes a document describes: GET and POST ones not hidden (HEAD copies of GET are not calls). */
function documentedRoutes(route: RouteOptions): DocumentedRoute[] {
  if (route.schema?.hide) return [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods
    .filter((method): method is 'GET' | 'POST' => method === 'GET' || method === 'POST')
    .map((method) => ({
      method,
      url: route.url,
      ...(route.config?.call ? { call: route.config.call } : {}),
      ...(typeof route.schema?.summary === 'string' ? { summary: route.schema.summary } : {}),
    }));
}

/** Collects the routes registered after it and serves their document with Swagger UI at /mallapi/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(...documentedRoutes(route));
  });
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info: { title: 'Mall API', version: '1.0.0' } },
    // The document is built below from the contracts; swagger's own conversion is not used.
    transform: ({ url }) => ({ url, schema: { hide: true } }),
    // Built on the first request for it (swagger keeps it), so starting the app costs nothing.
    transformObject: () => buildDocument(routes) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/mallapi/docs' });
}
