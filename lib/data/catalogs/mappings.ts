import { createHash } from 'node:crypto';
import { SavedMappingSchema, type RecordedMapping, type SavedMapping } from '@/lib/catalog';
import { headerKey } from '@/lib/catalog/mapping';
import { refusing, type Outcome, type Queryable } from '@/lib/db';
import { invalid, notFound, notValid, requireRole } from '../workspaces';
import { say } from '@/lib/catalog/messages';

/** A named mapping of the workspace, one version of it. */
export interface SavedMappingRecord {
  id: string;
  workspaceId: string;
  name: string;
  /** SHA-256 of the header row it was made for (see headerFingerprint). */
  headerFingerprint: string;
  mapping: SavedMapping;
  /** 1, 2, …: saving under the same name adds a version; lists show the latest. */
  version: number;
  createdBy: string | null;
  createdAt: Date;
}

type MappingRow = {
  id: string;
  workspace_id: string;
  name: string;
  header_fingerprint: string;
  mapping: SavedMapping;
  version: number;
  created_by: string | null;
  created_at: Date;
};

const COLUMNS = 'id, workspace_id, name, header_fingerprint, mapping, version, created_by, created_at';

function toRecord(r: MappingRow): SavedMappingRecord {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    name: r.name,
    headerFingerprint: r.header_fingerprint,
    mapping: r.mapping,
    version: r.version,
    createdBy: r.created_by,
    createdAt: r.created_at,
  };
}

/**
 * A saved mapping as a conversion asks for it: its columns, stated in the report and the evidence
 * as coming from this name and version (a later version of the name does not change them).
 */
export function asMappingRequest(saved: SavedMappingRecord): RecordedMapping {
  return { ...saved.mapping, origin: { kind: 'saved', name: saved.name, version: saved.version } };
}

/**
 * A layout's identity: the SHA-256 of its column names as the mapper compares them (case, spacing,
 * accents folded), in order. Two exports of the same sheet match even when a header's case changed.
 */
export function headerFingerprint(header: readonly string[]): string {
  return createHash('sha256').update(header.map((h) => headerKey(h)).join('\n')).digest('hex');
}

/** Saves a mapping under a name (owners and operators); a known name gets its next version. */
export async function saveMapping(
  tx: Queryable,
  input: { workspaceId: string; name: string; header: readonly string[]; mapping: SavedMapping },
): Promise<Outcome<{ mapping: SavedMappingRecord }>> {
  const parsed = SavedMappingSchema.safeParse(input.mapping);
  if (!parsed.success) return notValid('mapping', parsed.error);
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100) return invalid(say('refusal.mappingName'));
  const allowed = await requireRole(tx, input.workspaceId, 'convert');
  if (!allowed.ok) return allowed;
  return refusing(tx, async (q) => {
    const [row] = await q.query<MappingRow>(
      `insert into public.saved_mappings (workspace_id, name, header_fingerprint, mapping, version)
       select $1, $2, $3, $4::text::jsonb, coalesce(max(version), 0) + 1
       from public.saved_mappings where workspace_id = $1 and name = $2
       returning ${COLUMNS}`,
      [input.workspaceId, name, headerFingerprint(input.header), JSON.stringify(parsed.data)],
    );
    if (!row) throw new Error('mapping insert returned nothing');
    return { mapping: toRecord(row) };
  });
}

/** The latest version of each named mapping, by name. */
export async function listSavedMappings(tx: Queryable, workspaceId: string): Promise<SavedMappingRecord[]> {
  const rows = await tx.query<MappingRow>(
    `select distinct on (name) ${COLUMNS} from public.saved_mappings where workspace_id = $1 order by name, version desc`,
    [workspaceId],
  );
  return rows.map(toRecord);
}

export async function getSavedMapping(tx: Queryable, mappingId: string): Promise<SavedMappingRecord | null> {
  const [row] = await tx.query<MappingRow>(`select ${COLUMNS} from public.saved_mappings where id = $1`, [mappingId]);
  return row ? toRecord(row) : null;
}

/** Mappings made for a file of this layout (latest versions, newest first): offer them on upload. */
export async function findMappingsForHeader(tx: Queryable, workspaceId: string, header: readonly string[]): Promise<SavedMappingRecord[]> {
  const rows = await tx.query<MappingRow>(
    `select * from (
       select distinct on (name) ${COLUMNS} from public.saved_mappings
       where workspace_id = $1 and header_fingerprint = $2 order by name, version desc
     ) latest order by created_at desc`,
    [workspaceId, headerFingerprint(header)],
  );
  return rows.map(toRecord);
}

/** Deletes every version of a named mapping (owners and operators). Conversions keep their copy. */
export async function deleteSavedMapping(tx: Queryable, workspaceId: string, name: string): Promise<Outcome<{ deleted: number }>> {
  const allowed = await requireRole(tx, workspaceId, 'convert');
  if (!allowed.ok) return allowed;
  const rows = await tx.query(`delete from public.saved_mappings where workspace_id = $1 and name = $2 returning id`, [workspaceId, name]);
  if (rows.length === 0) return notFound('mapping');
  return { ok: true, deleted: rows.length };
}
