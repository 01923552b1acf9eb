import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ENDPOINTS, buildOpenApiDocument, ErrorSchema, JobSchema, OPENAPI_PATH, StartJobRequestSchema } from '@/lib/api';

type Json = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const doc = buildOpenApiDocument() as any;
const components: Record<string, Json> = doc.components.schemas;

const ROOT = path.resolve(import.meta.dirname, '../../..');
const V1 = path.join(ROOT, 'app/api/v1');

/** app/api/v1/jobs/[id]/route.ts → /api/v1/jobs/{id}, with the HTTP methods the file exports. */
function routeFiles(dir = V1): { path: string; methods: string[] }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    if (entry.name !== 'route.ts') return [];
    const route = `/api/v1/${path.relative(V1, path.dirname(full)).split(path.sep).join('/')}`.replace(/\[(\w+)\]/g, '{$1}');
    const source = readFileSync(full, 'utf8');
    const methods = [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!.toLowerCase());
    return [{ path: route, methods }];
  });
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
}

/** A component as a zod schema again, its refs pointed at the other components. */
function fromComponent(id: string): z.ZodType {
  const rewritten = JSON.parse(JSON.stringify(components).replaceAll('#/components/schemas/', '#/$defs/')) as Record<string, Json>;
  return z.fromJSONSchema({ ...rewritten[id], $defs: rewritten } as never);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the bearer key as its security scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths[OPENAPI_PATH].get.security).toEqual([]);
  });

  it('has a path for every route handler file, with every method it exports — and nothing else', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      expect(doc.paths[file.path], file.path).toBeDefined();
      expect(Object.keys(doc.paths[file.path]).sort(), file.path).toEqual([...file.methods].sort());
    }
    expect(Object.keys(doc.paths).sort()).toEqual(files.map((f) => f.path).sort());
  });

  it('describes each operation: scope, parameters, body and error answers', () => {
    for (const endpoint of API_ENDPOINTS) {
      const op = doc.paths[`/api/v1${endpoint.path}`][endpoint.method.toLowerCase()];
      expect(op['x-required-scope']).toBe(endpoint.scope);
      expect(op.description).toContain(endpoint.scope);
      const statuses = Object.keys(op.responses);
      expect(statuses, endpoint.operationId).toEqual(expect.arrayContaining(['401', '403', '429', '500']));
      if (endpoint.params) {
        expect(statuses).toContain('404');
        expect(op.parameters.filter((p: Json) => p.in === 'path').map((p: Json) => p.name)).toEqual(['id']);
      }
      if (endpoint.body || endpoint.query) expect(statuses).toContain('400');
      if (endpoint.body?.kind === 'json') expect(op.requestBody.content['application/json'].schema.$ref).toMatch(/^#\/components\/schemas\//);
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        expect(op.responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
      expect(op.responses['429'].headers['Retry-After']).toBeDefined();
    }
    const upload = doc.paths['/api/v1/uploads'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['application/octet-stream']);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['413']));
    expect(upload.parameters.map((p: Json) => p.name)).toEqual(expect.arrayContaining(['name', 'X-File-Name']));
  });

  it('points every $ref at a component that exists', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) expect(components[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
  });

  it('holds component schemas that are valid JSON Schema and say what the handlers accept', () => {
    for (const id of Object.keys(components)) {
      expect(components[id]!.$schema, id).toBeUndefined();
      expect(() => fromComponent(id), id).not.toThrow();
    }
    const startJob = fromComponent('StartJobRequest');
    const good = { uploadId: '0b7e5f0e-4b7a-4f55-9f1b-1f2d3c4b5a69', brand: 'BKMN', mapping: { version: 1, columns: [{ column: 'Make', field: 'make' }] } };
    expect(startJob.safeParse(good).success).toBe(true);
    expect(StartJobRequestSchema.safeParse(good).success).toBe(true);
    for (const bad of [{ ...good, brand: 'bkmn' }, { brand: 'BKMN' }, { ...good, extra: 1 }, { ...good, mapping: { version: 2, columns: [] } }]) {
      expect(startJob.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(StartJobRequestSchema.safeParse(bad).success).toBe(false);
    }
    const error = { error: { code: 'not_found', message: 'No such job in this API key\'s workspace.' } };
    expect(fromComponent('Error').safeParse(error).success).toBe(true);
    expect(ErrorSchema.safeParse(error).success).toBe(true);
    expect(fromComponent('Error').safeParse({ code: 'x' }).success).toBe(false);
  });

  it('shows the reference release a new job may be pinned to: an id or "demo", optional', () => {
    const body = components.StartJobRequest as { properties: Record<string, Json>; required: string[] };
    expect(body.properties.referenceReleaseId).toBeDefined();
    expect(String(body.properties.referenceReleaseId!.description)).toMatch(/reference release/);
    expect(body.required).not.toContain('referenceReleaseId');
    const startJob = fromComponent('StartJobRequest');
    const good = { uploadId: '0b7e5f0e-4b7a-4f55-9f1b-1f2d3c4b5a69', brand: 'BKMN' };
    for (const release of [7, 'demo']) expect(startJob.safeParse({ ...good, referenceReleaseId: release }).success, String(release)).toBe(true);
    for (const release of [0, -3, 1.5, 'latest', null]) expect(startJob.safeParse({ ...good, referenceReleaseId: release }).success, String(release)).toBe(false);
  });

  it('is made from the same zod schemas the handlers use', () => {
    const direct = z.toJSONSchema(JobSchema, { io: 'output' }) as { properties: Json; required: string[] };
    expect(Object.keys(components.Job!.properties as Json).sort()).toEqual(Object.keys(direct.properties).sort());
    expect(components.Job!.required).toEqual(direct.required);
    const startJob = API_ENDPOINTS.find((e) => e.operationId === 'startJob')!;
    expect(startJob.body).toMatchObject({ kind: 'json', schema: StartJobRequestSchema });
  });

  it('files the review queue, its values and the decisions under Review', () => {
    expect(doc.paths['/api/v1/jobs/{id}/review'].get.tags).toEqual(['Review']);
    expect(doc.paths['/api/v1/jobs/{id}/review/values'].get.tags).toEqual(['Review']);
    expect(doc.paths['/api/v1/jobs/{id}/review/values/decide'].post.tags).toEqual(['Review']);
    expect(doc.paths['/api/v1/jobs/{id}/decisions'].post.tags).toEqual(['Review']);
    expect(doc.paths['/api/v1/jobs/{id}/rerun'].post.tags).toEqual(['Jobs']);
    const decide = fromComponent('ValueDecisionRequest');
    expect(decide.safeParse({ field: 'make', key: 'toyta', decision: 'overridden', referenceId: 9009 }).success).toBe(true);
    expect(decide.safeParse({ field: 'make', key: 'toyta', decision: 'rejected' }).success).toBe(true);
    expect(decide.safeParse({ field: 'make', key: 'toyta', decision: 'overridden' }).success).toBe(false);
    expect(decide.safeParse({ field: 'wheel', key: 'toyta', decision: 'rejected' }).success).toBe(false);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});
