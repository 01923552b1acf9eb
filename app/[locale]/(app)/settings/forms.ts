import { z } from 'zod';
import { USERNAME_PATTERN } from '@/lib/data/accounts';
import { API_KEY_SCOPES, DEFAULT_WORKSPACE_SETTINGS, EXPORT_CONFIRMATION_DAYS, WORKSPACE_ROLES, WORKSPACE_SLUG_PATTERN, type WorkspaceSettingsPatch } from '@/lib/data/workspaces';
import { senderIdentitySchema, type SenderIdentity } from '@/lib/catalog/convert';

/**
 * The settings forms as zod schemas: what the browser sends, checked on the server before any
 * query. Messages are keys under `settings.errors`, so the forms translate them.
 */

/** Sizes are edited in MB (MiB, as the default "200 MB" is) and stored in bytes. */
export const MEBIBYTE = 1024 * 1024;
const MAX_UPLOAD_LIMIT_MB = 10 * 1024;

const workspaceId = z.guid('settings.errors.notFound');
const role = z.enum(WORKSPACE_ROLES, 'settings.errors.roleInvalid');
const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('settings.errors.emailInvalid').max(254, 'settings.errors.emailInvalid'));

export const usernameForm = z.object({
  // Same rule as sign-up (lib/auth/forms.ts) and the users_username check in the migrations.
  username: z.string().trim().regex(USERNAME_PATTERN, 'settings.errors.usernameInvalid'),
});

export const renameWorkspaceForm = z.object({
  workspaceId,
  name: z.string().trim().min(1, 'settings.errors.nameInvalid').max(100, 'settings.errors.nameInvalid'),
});

export const createWorkspaceForm = z.object({
  name: z.string().trim().min(1, 'settings.errors.nameInvalid').max(100, 'settings.errors.nameInvalid'),
  slug: z.string().trim().regex(WORKSPACE_SLUG_PATTERN, 'settings.errors.slugInvalid'),
});

export const addMemberForm = z.object({ workspaceId, email, role });
export const changeRoleForm = z.object({ workspaceId, userId: z.guid('settings.errors.notFound'), role });
export const removeMemberForm = z.object({ workspaceId, userId: z.guid('settings.errors.notFound') });

/** Checkboxes: absent when none is ticked, a string for one, an array for several. */
const ticked = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.enum(API_KEY_SCOPES, 'settings.errors.scopesRequired')).min(1, 'settings.errors.scopesRequired'),
);

export const createApiKeyForm = z.object({
  workspaceId,
  name: z.string().trim().min(1, 'settings.errors.keyNameInvalid').max(100, 'settings.errors.keyNameInvalid'),
  scopes: ticked,
});

export const revokeApiKeyForm = z.object({ workspaceId, keyId: z.guid('settings.errors.notFound') });

/** A size typed in MB, as bytes. */
const megabytes = (message: string, max?: number) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const value = Number(text);
      if (text === '' || !Number.isFinite(value) || value <= 0 || (max !== undefined && value > max)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Math.max(1, Math.round(value * MEBIBYTE));
    });

/** An empty box means "none" (no quota, no notification e-mail). */
const orNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());

/** The workspace's current reference release: a release id, or "demo" for the bundled demo set. */
export const referenceReleaseForm = z.object({
  workspaceId,
  release: z
    .union([z.literal('demo'), z.coerce.number().int().positive().max(2_147_483_647)], 'settings.errors.releaseInvalid')
    .transform((value) => (value === 'demo' ? null : value)),
});

export const retentionForm = z
  .object({
    workspaceId,
    retentionDays: z.coerce.number('settings.errors.retentionInvalid').int('settings.errors.retentionInvalid').min(1, 'settings.errors.retentionInvalid').max(3650, 'settings.errors.retentionInvalid'),
    uploadLimitMb: megabytes('settings.errors.uploadLimitInvalid', MAX_UPLOAD_LIMIT_MB),
    workspaceQuotaMb: orNone(megabytes('settings.errors.quotaInvalid')),
    notificationEmail: orNone(email.pipe(z.string().max(320, 'settings.errors.emailInvalid'))),
    exportConfirmationDays: z.coerce
      .number('settings.errors.exportConfirmationInvalid')
      .int('settings.errors.exportConfirmationInvalid')
      .min(EXPORT_CONFIRMATION_DAYS.min, 'settings.errors.exportConfirmationInvalid')
      .max(EXPORT_CONFIRMATION_DAYS.max, 'settings.errors.exportConfirmationInvalid'),
  })
  .transform(
    ({ workspaceId: id, retentionDays, uploadLimitMb, workspaceQuotaMb, notificationEmail, exportConfirmationDays }) =>
      ({
        workspaceId: id,
        patch: {
          retentionDays,
          uploadLimitBytes: uploadLimitMb,
          workspaceQuotaBytes: workspaceQuotaMb,
          notificationEmail,
          exportConfirmationDays,
        } satisfies WorkspaceSettingsPatch,
      }) as const,
  );

/** Which error key a problem with each sender field is told with (the rules are the engine's). */
const SENDER_FIELD_ERRORS: Record<keyof SenderIdentity, string> = {
  company: 'settings.errors.senderCompanyInvalid',
  senderName: 'settings.errors.senderNameInvalid',
  phone: 'settings.errors.senderPhoneInvalid',
  email: 'settings.errors.emailInvalid',
  brands: 'settings.errors.brandsInvalid',
  documentTitle: 'settings.errors.documentTitleInvalid',
  language: 'settings.errors.languageInvalid',
};

const text = z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string());
/** Repeated inputs: absent for none, a string for one, an array for several. */
const repeated = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string()));

/**
 * The sender identity form: empty boxes and empty brand rows mean "not set", and every value is
 * held to the same schema the engine, the CLI and the database check use.
 */
export const senderIdentityForm = z
  .object({
    workspaceId,
    company: text,
    senderName: text,
    phone: text,
    email: text,
    documentTitle: text,
    language: text,
    brandName: repeated,
    brandCode: repeated,
  })
  .transform(({ workspaceId: id, brandName, brandCode, ...fields }, ctx) => {
    const given: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields)) if (value.trim() !== '') given[key] = value;
    const brands = brandName
      .map((name, i) => ({ name, code: (brandCode[i] ?? '').trim().toUpperCase() }))
      .filter((b) => b.name.trim() !== '' || b.code !== '');
    if (brands.length > 0) given.brands = brands;
    const parsed = senderIdentitySchema.safeParse(given);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'brands') as keyof SenderIdentity;
        ctx.addIssue({ code: 'custom', path: [field], message: SENDER_FIELD_ERRORS[field] ?? 'settings.errors.invalid' });
      }
      return z.NEVER;
    }
    return { workspaceId: id, identity: parsed.data };
  });

/** A byte count as the MB figure the form shows (no trailing zeros: 200, 1.5). */
export function toMegabytes(bytes: number): string {
  return String(Math.round((bytes / MEBIBYTE) * 100) / 100);
}

export const DEFAULT_UPLOAD_LIMIT_MB = toMegabytes(DEFAULT_WORKSPACE_SETTINGS.uploadLimitBytes);
