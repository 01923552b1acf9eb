import { openApiDocument } from '@/lib/api';

export const runtime = 'nodejs';

/** Public (no key): the OpenAPI 3.1 document, made from the schemas the handlers use. */
export function GET(): Response {
  return Response.json(openApiDocument(), {
    headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' },
  });
}
