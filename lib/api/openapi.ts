import { z } from 'zod';
import { RATE_LIMIT_DEFAULTS } from '@/lib/config';
import { API_KEY_SCOPES, WORKSPACE_PERMISSIONS } from '@/lib/data/workspaces';
import type { AnyEndpoint, ResponseDoc } from './endpoint';
import { API_ENDPOINTS } from './endpoints';
import { API_ERRORS, type ApiErrorCode } from './errors';
import { API_BASE } from './present';
import { API_RATE_CLASSES } from '@/lib/http/rate-limit';
import { SHARED_SCHEMA_DESCRIPTIONS } from './schemas/jobs';
import { apiSchemas, ErrorSchema } from './schemas/registry';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export const OPENAPI_PATH = `${API_BASE}/openapi.json`;

const COMPONENT = (id: string) => `#/components/schemas/${id}`;

/** uuid and date-time need no 300-character regex next to their `format`; integers no ±2^53 bounds. */
function tidy(ctx: { jsonSchema: JsonSchema }): void {
  const s = ctx.jsonSchema;
  if (s.format === 'uuid' || s.format === 'date-time') delete s.pattern;
  if (s.minimum === Number.MIN_SAFE_INTEGER) delete s.minimum;
  if (s.maximum === Number.MAX_SAFE_INTEGER) delete s.maximum;
}

function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(apiSchemas, { uri: COMPONENT, io: 'output', override: tidy }) as { schemas: Record<string, JsonSchema> };
  // Components live inside the document: no $schema or $id of their own.
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [
      id,
      SHARED_SCHEMA_DESCRIPTIONS[id] ? { description: SHARED_SCHEMA_DESCRIPTIONS[id], ...schema } : schema,
    ]),
  );
}

/** A named schema by reference; anything else (query and path parameters) inline. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const named = apiSchemas.get(schema);
  if (named) return { $ref: COMPONENT(named.id) };
  const { $schema: _s, ...inline } = z.toJSONSchema(schema, { io, override: tidy, unrepresentable: 'any' }) as JsonSchema;
  return inline;
}

/** Query (and path) objects become one parameter per property. */
function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const object = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    ...(description ? { description } : {}),
    schema: property,
  }));
}

const RATE_HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests of this class a key may make per minute.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current minute.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the oldest counted request leaves the window.', schema: { type: 'integer' } },
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (query, body, or an upload the engine refused — see error.finding).',
  401: 'No API key, or not a valid one (unknown, revoked, or its owner\'s account is not active).',
  403: 'The key lacks the scope, or its owner\'s role does not allow this.',
  404: 'Not found in this key\'s workspace (another workspace\'s records are not confirmed).',
  409: 'Not possible in the record\'s current state.',
  413: 'Too large (per-file limit, workspace quota, or request body).',
  429: 'Rate limited; see Retry-After.',
  500: 'Something failed on the server.',
  503: 'The server is not configured correctly.',
};

function errorResponses(endpoint: AnyEndpoint): Record<string, unknown> {
  const codes = new Set<ApiErrorCode>(['missing_api_key', 'insufficient_scope', 'rate_limited', 'internal_error', ...endpoint.errors]);
  if (endpoint.query || endpoint.body) codes.add('invalid_request');
  if (endpoint.params) codes.add('not_found');
  if (endpoint.body?.kind === 'json') codes.add('body_too_large');
  const statuses = [...new Set([...codes].map((c) => API_ERRORS[c]))].sort();
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: ERROR_DESCRIPTIONS[status] ?? 'Error.',
        ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } }, ...RATE_HEADERS } } : {}),
        content: { 'application/json': { schema: { $ref: COMPONENT(apiSchemas.get(ErrorSchema)!.id) } } },
      },
    ]),
  );
}

function successResponse(doc: ResponseDoc): unknown {
  const content = doc.schema
    ? { 'application/json': { schema: schemaOf(doc.schema, 'output') } }
    : { [doc.contentType ?? 'application/octet-stream']: { schema: { type: 'string', contentMediaType: doc.contentType ?? 'application/octet-stream' } } };
  return { description: doc.description, headers: RATE_HEADERS, content };
}

function tagOf(endpoint: AnyEndpoint): string {
  if (/\/(review|decisions)(\/|$)/.test(endpoint.path)) return 'Review';
  // `/learned-terms/…` → "Learned terms".
  const first = (endpoint.path.split('/')[1] ?? '').replaceAll('-', ' ');
  return first.charAt(0).toUpperCase() + first.slice(1);
}

/** Answers of one status in several forms (JSON, or a file with ?format=) become one response with each content type. */
function successResponses(docs: readonly ResponseDoc[]): Record<string, unknown> {
  const byStatus = new Map<string, { description: string; headers: unknown; content: Record<string, unknown> }>();
  for (const doc of docs) {
    const response = successResponse(doc) as { description: string; headers: unknown; content: Record<string, unknown> };
    const seen = byStatus.get(String(doc.status));
    if (seen) {
      seen.description = `${seen.description} ${response.description}`;
      Object.assign(seen.content, response.content);
    } else byStatus.set(String(doc.status), response);
  }
  return Object.fromEntries(byStatus);
}

function operationOf(endpoint: AnyEndpoint): Operation {
  const roles = WORKSPACE_PERMISSIONS[endpoint.action].join(', ');
  const limit = API_RATE_CLASSES[endpoint.rateClass];
  const body = endpoint.body;
  const uploadName =
    body?.kind === 'binary'
      ? [{ name: 'X-File-Name', in: 'header', required: false, description: 'The file\'s name, URI-encoded (or use ?name=).', schema: { type: 'string' } }]
      : [];
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: `${endpoint.description}\n\nScope: \`${endpoint.scope}\`. The key's creator must be: ${roles}. Rate class: ${endpoint.rateClass} (the \`${limit}\` limit per minute).`,
    tags: [tagOf(endpoint)],
    'x-required-scope': endpoint.scope,
    'x-rate-class': endpoint.rateClass,
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query'), ...uploadName],
    ...(body
      ? {
          requestBody: {
            required: true,
            content:
              body.kind === 'json'
                ? { 'application/json': { schema: schemaOf(body.schema, 'input') } }
                : { [body.contentType ?? 'application/octet-stream']: { schema: { type: 'string', contentMediaType: body.contentType ?? 'application/octet-stream' } } },
            ...(body.kind === 'binary' ? { description: body.description } : {}),
          },
        }
      : {}),
    responses: {
      ...successResponses(endpoint.responses),
      ...errorResponses(endpoint),
    },
  };
}

const DESCRIPTION = `REST API v1 for connectors: upload catalogs, run conversions, review held rows, export ACES/PIES with a signed evidence bundle, and download the files.

**Keys.** Every operation (but this document) needs a workspace API key: \`Authorization: Bearer psk_…\`. Owners create keys in Settings or with \`partsmith api-keys create\`; a key has scopes (${API_KEY_SCOPES.join(', ')}) and acts as the owner who created it, so that account's current role applies, and a suspended account's keys stop working. Sign-in sessions and cookies are not accepted. A key reaches only its own workspace.

**Rate limits.** Per key and per minute, in three classes taken from the server's configured rate limits: write (\`matching\`, default ${RATE_LIMIT_DEFAULTS.matching}), read (\`translation\`, default ${RATE_LIMIT_DEFAULTS.translation}), download (\`crawling\`, default ${RATE_LIMIT_DEFAULTS.crawling}). Answers carry X-RateLimit-Limit, -Remaining and -Reset; a 429 carries Retry-After.

**Errors.** \`{ "error": { "code", "message" } }\` (uploads add \`finding\`).`;

/** The OpenAPI 3.1 document of REST API v1, made from the endpoints' own schemas. */
export function buildOpenApiDocument(endpoints: readonly AnyEndpoint[] = API_ENDPOINTS): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const endpoint of endpoints) {
    const path = `${API_BASE}${endpoint.path}`;
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint);
  }
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      description: 'The OpenAPI 3.1 document of this API. Public: no key needed.',
      tags: ['Meta'],
      security: [],
      responses: { '200': { description: 'The document.', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Partsmith REST API', version: '1.0.0', description: DESCRIPTION },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    security: [{ apiKey: [] }],
    tags: ['Uploads', 'Jobs', 'Review', 'Mappings', 'Exports', 'Learned terms', 'Meta'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'psk_<prefix>_<secret>',
          description: 'A workspace API key. Sessions and cookies are not accepted.',
        },
      },
      schemas: componentSchemas(),
    },
  };
}

const DOCUMENT_KEY = Symbol.for('partsmith.openApiDocument');

/** Built once per process: the schemas do not change while it runs. */
export function openApiDocument(): Record<string, unknown> {
  const holder = globalThis as { [DOCUMENT_KEY]?: Record<string, unknown> };
  holder[DOCUMENT_KEY] ??= buildOpenApiDocument();
  return holder[DOCUMENT_KEY];
}
