import { parseSenderIdentity, senderPlaceholders, type SenderBrand, type SenderIdentity } from '@/lib/catalog';
import { refusing, type Outcome, type Queryable } from '@/lib/db';
import { requireRole } from './roles';

/** A workspace's sender identity as saved: what its ACES and PIES headers say they come from. */
export interface WorkspaceSenderIdentity {
  workspaceId: string;
  /** Only the fields set; the headers carry placeholders for the rest. */
  identity: SenderIdentity;
  /** The ACES Header elements still left to placeholders (empty once the identity is complete). */
  placeholders: ReturnType<typeof senderPlaceholders>;
  /** null while nothing was saved. */
  updatedAt: Date | null;
  updatedBy: string | null;
}

type Row = {
  workspace_id: string;
  company: string | null;
  sender_name: string | null;
  sender_phone: string | null;
  sender_email: string | null;
  brands: SenderBrand[] | null;
  document_title: string | null;
  default_language: SenderIdentity['language'] | null;
  updated_at: Date | null;
  updated_by: string | null;
};

// Through workspaces, so a visible workspace without a saved identity answers (empty) and an
// invisible one answers nothing: RLS on both tables decides.
const SELECT = `
  select w.id as workspace_id, s.company, s.sender_name, s.sender_phone, s.sender_email, s.brands,
         s.document_title, s.default_language, s.updated_at, s.updated_by
  from public.workspaces w
  left join public.sender_identities s on s.workspace_id = w.id`;

function toIdentity(row: Row): WorkspaceSenderIdentity {
  const identity: SenderIdentity = {};
  if (row.company !== null) identity.company = row.company;
  if (row.sender_name !== null) identity.senderName = row.sender_name;
  if (row.sender_phone !== null) identity.phone = row.sender_phone;
  if (row.sender_email !== null) identity.email = row.sender_email;
  if (row.brands && row.brands.length > 0) identity.brands = row.brands.map(({ name, code }) => ({ name, code }));
  if (row.document_title !== null) identity.documentTitle = row.document_title;
  if (row.default_language !== null) identity.language = row.default_language;
  return { workspaceId: row.workspace_id, identity, placeholders: senderPlaceholders(identity), updatedAt: row.updated_at, updatedBy: row.updated_by };
}

/** The workspace's sender identity (members; jobs as server code); null when the caller cannot see the workspace. */
export async function getSenderIdentity(tx: Queryable, workspaceId: string): Promise<WorkspaceSenderIdentity | null> {
  const [row] = await tx.query<Row>(`${SELECT} where w.id = $1`, [workspaceId]);
  return row ? toIdentity(row) : null;
}

/**
 * Replaces the sender identity (owners; audited by a trigger): fields left out are cleared, so the
 * headers go back to placeholders for them. Refusals: not_found, not_allowed, invalid (the message
 * names each field).
 */
export async function saveSenderIdentity(
  tx: Queryable,
  workspaceId: string,
  input: SenderIdentity,
): Promise<Outcome<{ sender: WorkspaceSenderIdentity }>> {
  const checked = parseSenderIdentity(input);
  if (!checked.ok) return { ok: false, code: 'invalid', message: checked.findings.map((f) => f.message).join(' ') };
  const allowed = await requireRole(tx, workspaceId, 'manage');
  if (!allowed.ok) return allowed;
  const s = checked.value;
  return refusing(tx, async (q) => {
    await q.query(
      `insert into public.sender_identities
         (workspace_id, company, sender_name, sender_phone, sender_email, brands, document_title, default_language)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
       on conflict (workspace_id) do update set
         company = excluded.company,
         sender_name = excluded.sender_name,
         sender_phone = excluded.sender_phone,
         sender_email = excluded.sender_email,
         brands = excluded.brands,
         document_title = excluded.document_title,
         default_language = excluded.default_language`,
      [
        workspaceId,
        s.company ?? null,
        s.senderName ?? null,
        s.phone ?? null,
        s.email ?? null,
        JSON.stringify(s.brands ?? []),
        s.documentTitle ?? null,
        s.language ?? null,
      ],
    );
    const sender = await getSenderIdentity(q, workspaceId);
    if (!sender) throw new Error('sender identity vanished after saving');
    return { sender };
  });
}
