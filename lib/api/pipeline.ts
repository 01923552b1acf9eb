import type { z } from 'zod';
import { withUser, type Refusal } from '@/lib/db';
import { reportError } from '@/lib/monitoring';
import { noteRequest, noteRequestError, noteRequestUser } from '@/lib/monitoring/request-notes';
import { requireRole } from '@/lib/data/workspaces';
import type { AnyEndpoint, ApiResult } from './endpoint';
import { say } from '@/lib/catalog/messages';
import { fromRefusal, problem, problemFields, requestLocale, type ApiProblem } from './errors';
import { authenticateKey, requireScope } from './key-auth';
import { problemResponse, readCappedText } from '@/lib/http';
import { rateLimitHeaders, retryAfterSeconds } from '@/lib/http/rate-limit';
import type { ApiRuntime } from './runtime';

/** JSON bodies are small (the largest: 5000 review decisions); files go to POST /uploads. */
const DEFAULT_JSON_LIMIT = 1024 * 1024;

const BASE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

/**
 * Answers one API request, in this order: the key (401), the key's allowance (429), the endpoint's
 * scope (403), the inputs (404 for ids that cannot exist, 400, 413), then the endpoint itself, which
 * runs as the key's creator and keeps to the key's workspace. Plain Request → Response, so tests run
 * it without Next.
 */
export async function handleApiRequest(
  endpoint: AnyEndpoint,
  request: Request,
  pathParams: Record<string, string | string[] | undefined>,
  runtime: ApiRuntime,
): Promise<Response> {
  let limitHeaders: Record<string, string> = {};
  const respond = (result: ApiResult, headers: Record<string, string>): Response => answer(result, headers, request);
  noteRequest({ route: `/api/v1${endpoint.path}` });
  try {
    const auth = await authenticateKey(request.headers, runtime.db);
    if (!auth.ok) return respond(auth, limitHeaders);
    const { key } = auth;
    noteRequestUser(key.userId);

    const count = runtime.limiter.attempt(key.keyId, endpoint.rateClass);
    limitHeaders = rateLimitHeaders(count);
    if (!count.allowed) {
      const seconds = retryAfterSeconds(count);
      return respond(
        problem('rate_limited', say('api.rateLimited', { limit: count.limit, seconds }), {
          headers: { 'Retry-After': String(seconds) },
        }),
        limitHeaders,
      );
    }

    const outOfScope = requireScope(key, endpoint.scope);
    if (outOfScope) return respond(outOfScope, limitHeaders);
    const claims = { sub: key.userId };
    const role = await withUser(claims, (tx) => requireRole(tx, key.workspaceId, endpoint.action), runtime.db);
    if (!role.ok) return respond(roleProblem(role), limitHeaders);

    const input = await readInput(endpoint, request, pathParams);
    if (!input.ok) return respond(input, limitHeaders);

    const result = await endpoint.handle({ key, claims, runtime, request }, input.value);
    return respond(result, limitHeaders);
  } catch (error) {
    noteRequestError(error);
    reportError(error, { route: `/api/v1${endpoint.path}`, method: endpoint.method });
    return respond(problem('internal_error', say('api.internalError')), limitHeaders);
  }
}

/** The creator's role, re-read on every request: a demotion or a removal takes effect at once. */
function roleProblem(refusal: Refusal): ApiProblem {
  if (refusal.code === 'not_found') {
    return problem('not_allowed', say('api.ownerGone'));
  }
  return fromRefusal(refusal);
}

type Input = { params: unknown; query: unknown; body: unknown };

async function readInput(
  endpoint: AnyEndpoint,
  request: Request,
  pathParams: Record<string, string | string[] | undefined>,
): Promise<{ ok: true; value: Input } | ApiProblem> {
  let params: unknown = {};
  if (endpoint.params) {
    const parsed = endpoint.params.safeParse(pathParams);
    if (!parsed.success) return problem('not_found', say('api.notFound', { what: 'record' }));
    params = parsed.data;
  }

  let query: unknown = {};
  if (endpoint.query) {
    const raw = Object.fromEntries(new URL(request.url).searchParams.entries());
    const parsed = endpoint.query.safeParse(raw);
    if (!parsed.success) return problem('invalid_request', say('api.invalidQuery', { issues: describeIssues(parsed.error) }));
    query = parsed.data;
  }

  let body: unknown = undefined;
  if (endpoint.body?.kind === 'json') {
    const maxBytes = endpoint.body.maxBytes ?? DEFAULT_JSON_LIMIT;
    const text = await readCappedText(request, maxBytes);
    if (text === null) return problem('body_too_large', say('api.bodyTooLarge', { kb: Math.round(maxBytes / 1024) }));
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return problem('invalid_request', say('api.bodyNotJson'));
    }
    const parsed = endpoint.body.schema.safeParse(data);
    if (!parsed.success) return problem('invalid_request', say('api.invalidBody', { issues: describeIssues(parsed.error) }));
    body = parsed.data;
  }
  return { ok: true, value: { params, query, body } };
}

/** The first few problems, each with where it is: "brand: a brand code is 4 capital letters". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .flatMap(explainUnion)
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : '(top level)'}: ${i.message}`)
    .join('; ');
}

/**
 * A body that fits none of a union's shapes fails as one "Invalid input" at the union itself; the
 * shape it came closest to (the one whose problems lie deepest in the body) says what is wrong.
 */
function explainUnion(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string }[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const depth = (list: z.core.$ZodIssue[]) => Math.max(0, ...list.map((i) => i.path.length));
  const closest = issue.errors.reduce((best, branch) => (depth(branch) > depth(best) ? branch : best));
  if (closest.length === 0) return [issue];
  return closest.flatMap((i) => explainUnion({ ...i, path: [...issue.path, ...i.path] } as z.core.$ZodIssue));
}

/** An error answer outside the pipeline (the server's configuration is broken), in the request's language when there is one. */
export function apiProblemResponse(p: ApiProblem, request?: Request): Response {
  return answer(p, {}, request);
}

function answer(result: ApiResult, limitHeaders: Record<string, string>, request?: Request): Response {
  if (!result.ok) {
    return problemResponse(result.status, problemFields(result, request ? requestLocale(request) : 'en'), {
      shape: 'error',
      headers: { ...BASE_HEADERS, ...limitHeaders, ...result.headers },
    });
  }
  if ('stream' in result) {
    return new Response(result.stream, { status: result.status, headers: { ...BASE_HEADERS, ...limitHeaders, ...result.headers } });
  }
  return Response.json(result.body, { status: result.status, headers: { ...BASE_HEADERS, ...limitHeaders, ...result.headers } });
}
