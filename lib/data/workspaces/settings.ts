import { z } from 'zod';
import { refusing, type Outcome, type Queryable } from '@/lib/db';
import { refused, requireRole } from './roles';
import { say } from '@/lib/catalog/messages';

export interface WorkspaceSettings {
  workspaceId: string;
  /** Uploads are deleted this many days after they arrive. */
  retentionDays: number;
  /** Largest file one upload may have. */
  uploadLimitBytes: number;
  /** Total bytes of kept uploads; null = no limit. */
  workspaceQuotaBytes: number | null;
  /** Where job and export notices go; null = none. */
  notificationEmail: string | null;
  /** Days an export waits for confirmation before it expires and its staged files are removed. */
  exportConfirmationDays: number;
  /** null while the defaults apply. */
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** 200 MB (MiB) per file, 90 days, 14 days to confirm an export: the defaults until an owner saves settings. */
export const DEFAULT_WORKSPACE_SETTINGS = {
  retentionDays: 90,
  uploadLimitBytes: 200 * 1024 * 1024,
  workspaceQuotaBytes: null,
  notificationEmail: null,
  exportConfirmationDays: 14,
} as const;

/** The range the database accepts for export_confirmation_days. */
export const EXPORT_CONFIRMATION_DAYS = { min: 1, max: 365 } as const;

export const workspaceSettingsPatchSchema = z
  .object({
    retentionDays: z.number().int().min(1).max(3650),
    uploadLimitBytes: z.number().int().min(1).max(10 * 1024 * 1024 * 1024),
    workspaceQuotaBytes: z.number().int().positive().nullable(),
    notificationEmail: z
      .string()
      .trim()
      .max(320)
      .regex(/^[^@\s]+@[^@\s]+$/, 'an e-mail address')
      .nullable(),
    exportConfirmationDays: z.number().int().min(EXPORT_CONFIRMATION_DAYS.min).max(EXPORT_CONFIRMATION_DAYS.max),
  })
  .partial();
export type WorkspaceSettingsPatch = z.infer<typeof workspaceSettingsPatchSchema>;

type SettingsRow = {
  workspace_id: string;
  retention_days: number | null;
  upload_limit_bytes: number | null;
  workspace_quota_bytes: number | null;
  notification_email: string | null;
  export_confirmation_days: number | null;
  updated_at: Date | null;
  updated_by: string | null;
};

const SELECT = `
  select w.id as workspace_id, s.retention_days, s.upload_limit_bytes, s.workspace_quota_bytes,
         s.notification_email, s.export_confirmation_days, s.updated_at, s.updated_by
  from public.workspaces w
  left join public.workspace_settings s on s.workspace_id = w.id`;

function toSettings(row: SettingsRow): WorkspaceSettings {
  return {
    workspaceId: row.workspace_id,
    retentionDays: row.retention_days ?? DEFAULT_WORKSPACE_SETTINGS.retentionDays,
    uploadLimitBytes: row.upload_limit_bytes === null ? DEFAULT_WORKSPACE_SETTINGS.uploadLimitBytes : Number(row.upload_limit_bytes),
    workspaceQuotaBytes: row.workspace_quota_bytes === null ? null : Number(row.workspace_quota_bytes),
    notificationEmail: row.notification_email,
    exportConfirmationDays: row.export_confirmation_days ?? DEFAULT_WORKSPACE_SETTINGS.exportConfirmationDays,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The workspace's settings, defaults filled in; null when the caller cannot see the workspace. */
export async function getWorkspaceSettings(tx: Queryable, workspaceId: string): Promise<WorkspaceSettings | null> {
  const [row] = await tx.query<SettingsRow>(`${SELECT} where w.id = $1`, [workspaceId]);
  return row ? toSettings(row) : null;
}

/** Changes some settings (owners; audited by a trigger). Refusals: not_found, not_allowed, invalid. */
export async function updateWorkspaceSettings(
  tx: Queryable,
  workspaceId: string,
  patch: WorkspaceSettingsPatch,
): Promise<Outcome<{ settings: WorkspaceSettings }>> {
  const checked = workspaceSettingsPatchSchema.safeParse(patch);
  if (!checked.success) {
    return { ok: false, code: 'invalid', message: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  }
  const allowed = await requireRole(tx, workspaceId, 'manage');
  if (!allowed.ok) return allowed;
  const current = await getWorkspaceSettings(tx, workspaceId);
  if (!current) return refused('not_found', say('refusal.noSuchWorkspace'));
  const next = { ...current, ...checked.data };
  return refusing(tx, async (q) => {
    await q.query(
      `insert into public.workspace_settings
         (workspace_id, retention_days, upload_limit_bytes, workspace_quota_bytes, notification_email, export_confirmation_days)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (workspace_id) do update set
         retention_days = excluded.retention_days,
         upload_limit_bytes = excluded.upload_limit_bytes,
         workspace_quota_bytes = excluded.workspace_quota_bytes,
         notification_email = excluded.notification_email,
         export_confirmation_days = excluded.export_confirmation_days`,
      [workspaceId, next.retentionDays, next.uploadLimitBytes, next.workspaceQuotaBytes, next.notificationEmail, next.exportConfirmationDays],
    );
    const settings = await getWorkspaceSettings(q, workspaceId);
    if (!settings) throw new Error('settings vanished after saving');
    return { settings };
  });
}
