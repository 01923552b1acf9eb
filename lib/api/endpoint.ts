import type { z } from 'zod';
import type { UserClaims } from '@/lib/db';
import type { ApiKeyScope, VerifiedApiKey, WorkspaceAction } from '@/lib/data/workspaces';
import type { ApiErrorCode, ApiProblem } from './errors';
import type { ApiRateClass } from '@/lib/http/rate-limit';
import type { ApiRuntime } from './runtime';

/** Who is asking: a verified key, acting as the owner who created it. */
export interface ApiContext {
  key: VerifiedApiKey;
  /** The key creator's claims: every query runs `withUser(claims)`, so RLS and their role decide. */
  claims: UserClaims;
  runtime: ApiRuntime;
  request: Request;
}

export type ApiSuccess =
  | { ok: true; status: number; body: unknown; headers?: Record<string, string> }
  | { ok: true; status: number; stream: ReadableStream<Uint8Array>; headers: Record<string, string> };

export type ApiResult = ApiSuccess | ApiProblem;

export interface ResponseDoc {
  status: number;
  description: string;
  /** A JSON body; absent with `contentType` for files. */
  schema?: z.ZodType;
  contentType?: string;
}

/**
 * One operation of REST API v1: its route, the scope it needs, its rate class, the schemas of its
 * inputs and answers, and what it does. The route files, the request pipeline and the OpenAPI
 * document are all made from these.
 */
export interface Endpoint<P = unknown, Q = unknown, B = unknown> {
  operationId: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under /api/v1, OpenAPI style: `/jobs/{id}`. */
  path: string;
  summary: string;
  description: string;
  scope: ApiKeyScope;
  /** What the key's creator must be allowed to do in the workspace (their role, checked per request). */
  action: WorkspaceAction;
  rateClass: ApiRateClass;
  /** Path parameters; a value that fails is answered 404 (such a record cannot exist). */
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** JSON (parsed with the schema, up to maxBytes) or raw bytes (the handler reads the stream). */
  body?: { kind: 'json'; schema: z.ZodType<B>; maxBytes?: number } | { kind: 'binary'; description: string; /** Default application/octet-stream. */ contentType?: string };
  responses: ResponseDoc[];
  /** Refusals beyond the ones every endpoint has (401, 403 scope, 429, 500, and 400 with inputs). */
  errors: ApiErrorCode[];
  handle(ctx: ApiContext, input: { params: P; query: Q; body: B }): Promise<ApiResult>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any>;

/** Keeps the types of an endpoint's inputs tied to its schemas. */
export function defineEndpoint<P = Record<string, never>, Q = Record<string, never>, B = undefined>(endpoint: Endpoint<P, Q, B>): Endpoint<P, Q, B> {
  return endpoint;
}

export function json(body: unknown, status = 200): ApiSuccess {
  return { ok: true, status, body };
}
