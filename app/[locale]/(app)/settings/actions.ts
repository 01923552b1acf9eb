'use server';

import { refresh } from 'next/cache';
import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { actionError, actionOk, validatedAction, type ActionResult } from '@/lib/actions';
import { parseLearnedTermsCsv } from '@/lib/catalog/learned';
import { findingMessage, type MessageLocale } from '@/lib/catalog/messages';
import { getAuthBackend } from '@/lib/auth';
import { createWorkspace } from '@/lib/data/workspaces';
import { isUsernameAvailable, setOwnUsername } from '@/lib/data/accounts';
import { withUser, type Refusal } from '@/lib/db';
import { LAST_OWNER_CONSTRAINT, addMemberByEmail, changeMemberRole, createApiKey, listApiKeys, removeMember, renameWorkspace, requireRole, revokeApiKey, saveSenderIdentity, updateWorkspaceSettings } from '@/lib/data/workspaces';
import { chooseReferenceRelease, getLearnedTerm, importLearnedTerms, removeLearnedTerm, updateLearnedTerm, type ImportCounts, type ImportReference, type LearnedTermProblem } from '@/lib/data/reference';
import { referenceOfPin, searchPin } from '@/lib/data/reference';
import { can, getWorkspaceContext, roleIn, WORKSPACE_COOKIE, WORKSPACE_COOKIE_OPTIONS, type WorkspaceContext } from '@/lib/auth';
import {
  addMemberForm,
  changeRoleForm,
  createApiKeyForm,
  createWorkspaceForm,
  referenceReleaseForm,
  removeMemberForm,
  renameWorkspaceForm,
  retentionForm,
  revokeApiKeyForm,
  senderIdentityForm,
  usernameForm,
} from './forms';
import { importLearnedTermsForm, MAX_IMPORT_BYTES, removeLearnedTermForm, updateLearnedTermForm } from './learned-terms/forms';

/**
 * Settings' server actions. Each one re-reads the user (getWorkspaceContext: signed in, active) and
 * acts only in a workspace the user belongs to; the query functions then check the role again and
 * RLS has the last word. Errors are keys under `settings.errors`.
 */

const REFUSAL_KEYS = { not_found: 'notFound', not_allowed: 'notAllowed', invalid: 'invalid', conflict: 'conflict' } as const;

function refused(refusal: Refusal, overrides: Partial<Record<Refusal['code'], string>> = {}): ActionResult<never> {
  if (refusal.constraint === LAST_OWNER_CONSTRAINT) return actionError('lastOwner', refusal.code);
  return actionError(overrides[refusal.code] ?? REFUSAL_KEYS[refusal.code], refusal.code);
}

/** The user's context when they belong to `workspaceId`; another workspace is "not found". */
async function memberContext(workspaceId: string): Promise<WorkspaceContext | null> {
  const context = await getWorkspaceContext();
  return roleIn(context, workspaceId) ? context : null;
}

const notMember = () => actionError('notFound', 'not_found');

// ---- profile -----------------------------------------------------------------------------------

export const changeUsernameAction = validatedAction(usernameForm, async ({ username }) => {
  const { user, claims } = await getWorkspaceContext();
  if (username === user.username) return actionOk({ username });
  // Changing only the case of one's own name is not "taken" (the check ignores case).
  const ownName = username.toLowerCase() === user.username?.toLowerCase();
  const result = await withUser(claims, async (tx) => {
    if (!ownName && !(await isUsernameAvailable(tx, username))) return null;
    return setOwnUsername(tx, user.id, username);
  });
  if (!result) return actionError('usernameTaken', 'conflict');
  if (!result.ok) return refused(result, { conflict: 'usernameTaken', invalid: 'usernameInvalid' });
  refresh();
  return actionOk({ username: result.account.username ?? username });
});

/** Ends every session of the user (this browser's too) and goes to the sign-in page. */
export async function signOutEverywhereAction(): Promise<void> {
  await getWorkspaceContext();
  await getAuthBackend().signOut({ everywhere: true });
  redirect({ href: '/login', locale: await getLocale() });
}

// ---- workspace ---------------------------------------------------------------------------------

export const renameWorkspaceAction = validatedAction(renameWorkspaceForm, async ({ workspaceId, name }) => {
  const context = await memberContext(workspaceId);
  if (!context) return notMember();
  const result = await withUser(context.claims, (tx) => renameWorkspace(tx, workspaceId, name));
  if (!result.ok) return refused(result, { invalid: 'nameInvalid' });
  refresh();
  return actionOk({ name: result.name });
});

/** Any active user may start a team workspace; it becomes the current one, as the switcher would. */
export const createWorkspaceAction = validatedAction(createWorkspaceForm, async ({ name, slug }) => {
  const { claims } = await getWorkspaceContext();
  const result = await withUser(claims, (tx) => createWorkspace(tx, { name, slug }));
  if (!result.ok) return refused(result, { conflict: 'slugTaken', invalid: 'slugInvalid' });
  (await cookies()).set(WORKSPACE_COOKIE, result.workspaceId, WORKSPACE_COOKIE_OPTIONS);
  return redirect({ href: { pathname: '/settings/workspace', query: { created: '1' } }, locale: await getLocale() });
});

// ---- members -----------------------------------------------------------------------------------

export const addMemberAction = validatedAction(addMemberForm, async ({ workspaceId, email, role }) => {
  const context = await memberContext(workspaceId);
  if (!context) return notMember();
  const result = await withUser(context.claims, (tx) => addMemberByEmail(tx, { workspaceId, email, role }));
  if (!result.ok) {
    // The workspace itself was checked above: "not found" here is the e-mail.
    return refused(result, { not_found: 'noActiveAccount', conflict: 'alreadyMember' });
  }
  refresh();
  return actionOk({ email: result.member.email ?? email, role: result.member.role });
});

export const changeRoleAction = validatedAction(changeRoleForm, async ({ workspaceId, userId, role }) => {
  const context = await memberContext(workspaceId);
  if (!context) return notMember();
  const result = await withUser(context.claims, (tx) => changeMemberRole(tx, { workspaceId, userId, role }));
  if (!result.ok) return refused(result);
  refresh();
  return actionOk({ role: result.member.role });
});

export const removeMemberAction = validatedAction(removeMemberForm, async ({ workspaceId, userId }) => {
  const context = await memberContext(workspaceId);
  if (!context) return notMember();
  const result = await withUser(context.claims, (tx) => removeMember(tx, { workspaceId, userId }));
  if (!result.ok) return refused(result);
  // Someone who removed themselves has nothing left to see here.
  if (userId === context.user.id) return redirect({ href: '/dashboard', locale: await getLocale() });
  refresh();
  return actionOk({ email: result.removed.email ?? '' });
});

// ---- API keys ----------------------------------------------------------------------------------

/** The secret is in this answer once; it is not stored anywhere it could be read back. */
export const createApiKeyAction = validatedAction(createApiKeyForm, async ({ workspaceId, name, scopes }) => {
  const context = await memberContext(workspaceId);
  if (!context) return notMember();
  const result = await withUser(context.claims, (tx) => createApiKey(tx, { workspaceId, name, scopes }));
  if (!result.ok) return refused(result, { invalid: 'keyNameInvalid' });
  refresh();
  return actionOk({ name: result.key.name, prefix: result.key.prefix, secret: result.secret });
});

export const revokeApiKeyAction = validatedAction(revokeApiKeyForm, async ({ workspaceId, keyId }) => {
  const context = await memberContext(workspaceId);
  if (!context) return notMember();
  const result = await withUser(context.claims, async (tx) => {
    const allowed = await requireRole(tx, workspaceId, 'manage');
    if (!allowed.ok) return allowed;
    // revokeApiKey finds a key by its id alone; it must belong to the workspace the form is about.
    const keys = await listApiKeys(tx, workspaceId);
    if (!keys.some((key) => key.id === keyId)) return { ok: false, code: 'not_found', message: 'No such API key.' } satisfies Refusal;
    return revokeApiKey(tx, keyId);
  });
  if (!result.ok) return refused(result);
  refresh();
  return actionOk({ revoked: result.revoked });
});

// ---- retention and limits ------------------------------------------------------------------------

/**
 * Chooses the reference release new conversions are pinned to (owners). Conversions made before keep
 * theirs. Answers the release chosen (null: the bundled demo set) for the success message.
 */
export const chooseReferenceReleaseAction = validatedAction(referenceReleaseForm, async ({ workspaceId, release }) => {
  const context = await memberContext(workspaceId);
  if (!context) return notMember();
  const result = await withUser(context.claims, (tx) => chooseReferenceRelease(tx, workspaceId, release));
  if (!result.ok) return refused(result, { invalid: 'releaseInvalid' });
  refresh();
  const { pin, release: chosen } = result.current;
  return actionOk({ releaseId: pin.releaseId, versionDate: pin.versionDate, source: chosen?.source ?? null });
});

export const updateRetentionAction = validatedAction(retentionForm, async ({ workspaceId, patch }) => {
  const context = await memberContext(workspaceId);
  if (!context) return notMember();
  const result = await withUser(context.claims, (tx) => updateWorkspaceSettings(tx, workspaceId, patch));
  if (!result.ok) return refused(result);
  refresh();
  return actionOk({ retentionDays: result.settings.retentionDays });
});

// ---- sender identity ---------------------------------------------------------------------------

/**
 * Saves who the workspace's ACES and PIES headers name as sender (owners). Exports made from now on
 * carry it; answers which header fields are still placeholders, for the success message.
 */
export const saveSenderIdentityAction = validatedAction(senderIdentityForm, async ({ workspaceId, identity }) => {
  const context = await memberContext(workspaceId);
  if (!context) return notMember();
  const result = await withUser(context.claims, (tx) => saveSenderIdentity(tx, workspaceId, identity));
  if (!result.ok) return refused(result);
  refresh();
  return actionOk({ placeholders: result.sender.placeholders.length });
});

// ---- learned terms -----------------------------------------------------------------------------

/** An import refused for what the file says: each problem by line and column, in the page's language. */
export type LearnedTermsImportState = ActionResult<{ counts: ImportCounts }> & { problems?: LearnedTermProblem[] };

/** The problems as the reader reads them: each message from its code and parameters in the page's locale. */
async function problemsIn(problems: readonly LearnedTermProblem[]): Promise<LearnedTermProblem[]> {
  const locale = (await getLocale()) as MessageLocale;
  return problems.map((p) => ({ ...p, message: findingMessage(p, locale) }));
}

/**
 * The workspace's current reference release, loaded for checking reference IDs — read under the
 * user's RLS, loaded outside any transaction (on the embedded database a load inside one waits
 * forever). null: the release cannot be loaded now.
 */
async function currentReference(context: WorkspaceContext, workspaceId: string): Promise<ImportReference | null> {
  const pin = await searchPin(context.claims, workspaceId);
  if (!pin) return null;
  const pinned = await referenceOfPin(pin);
  return pinned.ok ? { pin, set: pinned.reference } : null;
}

/** Changes what a learned term means, or its language (owners and reviewers). */
export const updateLearnedTermAction = validatedAction(updateLearnedTermForm, async ({ workspaceId, termId, referenceId, language }) => {
  const context = await memberContext(workspaceId);
  if (!context) return notMember();
  const reference = await currentReference(context, workspaceId);
  if (!reference) return actionError('referenceUnavailable', 'conflict');
  const result = await withUser(context.claims, async (tx) => {
    // The term is found by its id alone; it must belong to the workspace the form is about.
    const term = await getLearnedTerm(tx, termId);
    if (!term || term.workspaceId !== workspaceId) return { ok: false, code: 'not_found', message: 'No such learned term.' } satisfies Refusal;
    return updateLearnedTerm(tx, termId, { referenceId, language }, { origin: 'settings', reference: reference.set });
  });
  if (!result.ok) return refused(result, { invalid: 'referenceIdUnknown', not_allowed: 'learnedTermsNotAllowed' });
  refresh();
  return actionOk({ term: result.term.term, referenceId: result.term.referenceId, referenceName: result.term.referenceName });
});

/** Forgets a learned term (owners and reviewers); conversions already made keep what they used. */
export const removeLearnedTermAction = validatedAction(removeLearnedTermForm, async ({ workspaceId, termId }) => {
  const context = await memberContext(workspaceId);
  if (!context) return notMember();
  const result = await withUser(context.claims, async (tx) => {
    const term = await getLearnedTerm(tx, termId);
    if (!term || term.workspaceId !== workspaceId) return { ok: false, code: 'not_found', message: 'No such learned term.' } satisfies Refusal;
    return removeLearnedTerm(tx, termId);
  });
  if (!result.ok) return refused(result, { not_allowed: 'learnedTermsNotAllowed' });
  refresh();
  return actionOk({ term: result.removed.term });
});

/**
 * Imports a learned-terms CSV file (owners and reviewers): all of it or nothing, every problem
 * named by line and column; with "replace", the terms the file does not name are removed.
 */
export const importLearnedTermsAction = validatedAction(
  importLearnedTermsForm,
  async ({ workspaceId, replace }, formData): Promise<LearnedTermsImportState> => {
    const context = await memberContext(workspaceId);
    if (!context) return notMember();
    if (!can(context, 'review', workspaceId)) return actionError('learnedTermsNotAllowed', 'not_allowed');
    const file = formData.get('file');
    if (!(file instanceof File) || file.size === 0) return actionError('importNoFile', 'invalid');
    if (file.size > MAX_IMPORT_BYTES) return actionError('importTooLarge', 'invalid');
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      return actionError('importNotUtf8', 'invalid');
    }
    const parsed = parseLearnedTermsCsv(text);
    if (!parsed.ok) return { ...actionError('importRefused', 'invalid'), problems: await problemsIn(parsed.errors) };
    const reference = await currentReference(context, workspaceId);
    if (!reference) return actionError('referenceUnavailable', 'conflict');
    const result = await withUser(context.claims, (tx) => importLearnedTerms(tx, workspaceId, parsed.terms, { replace, reference }));
    if (!result.ok) {
      if ('problems' in result && result.problems) return { ...actionError('importRefused', 'invalid'), problems: await problemsIn(result.problems) };
      return refused(result, { conflict: 'referenceChanged', not_allowed: 'learnedTermsNotAllowed', invalid: 'importEmpty' });
    }
    refresh();
    return actionOk({ counts: result.counts });
  },
);
