import type { AnyEndpoint } from './endpoint';
import { apiProblemResponse, handleApiRequest } from './pipeline';
import { serverApiRuntime } from './runtime';

type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };

/**
 * A Next route handler for an endpoint: the server's runtime, the path parameters, then the pipeline.
 * Route files are one line per method: `export const GET = apiRoute(getJob);`.
 */
export function apiRoute(endpoint: AnyEndpoint) {
  return async function route(request: Request, context: RouteContext): Promise<Response> {
    const server = await serverApiRuntime();
    if (!server.ok) return apiProblemResponse(server, request);
    return handleApiRequest(endpoint, request, (await context.params) ?? {}, server.runtime);
  };
}
