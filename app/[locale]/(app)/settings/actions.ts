'use server';

import { refresh } from 'next/cache';
import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { z } from 'zod';
import { actionError, actionOk, refused, submitOnly, userAction, workspaceAction, type ActionRefusal, type ActionResult, type MessageKey, type WorkspaceOptions } from '@/lib/actions';
import { parseLearnedTermsCsv } from '@/lib/catalog/learned';
import { findingMessage } from '@/lib/catalog/messages';
import { getAuthBackend, WORKSPACE_COOKIE, WORKSPACE_COOKIE_OPTIONS, type WorkspaceContext } from '@/lib/auth';
import { withUser, type Refusal } from '@/lib/db';
import { addMemberByEmail, changeMemberRole, createApiKey, createWorkspace, LAST_OWNER_CONSTRAINT, listApiKeys, removeMember, renameWorkspace, requireRole, revokeApiKey, saveSenderIdentity, updateWorkspaceSettings } from '@/lib/data/workspaces';
import { isUsernameAvailable, setOwnUsername } from '@/lib/data/accounts';
import { chooseReferenceRelease, getLearnedTerm, type ImportCounts, importLearnedTerms, type ImportReference, type LearnedTermProblem, referenceOfPin, removeLearnedTerm, searchPin, updateLearnedTerm } from '@/lib/data/reference';
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
 * Settings' server actions. The wrapper re-reads the user (signed in, active) and lets an action act
 * only in a workspace the user belongs to; the query functions then check the role again and RLS
 * has the last word. Errors are keys under `settings.errors`.
 */

const inSettings: WorkspaceOptions<unknown> = { refusals: { notFound: 'settings.errors.notFound' } };

const SETTINGS_REFUSALS = {
  not_found: 'settings.errors.notFound',
  not_allowed: 'settings.errors.notAllowed',
  invalid: 'settings.errors.invalid',
  conflict: 'settings.errors.conflict',
} as const;

/** A refusal in the settings' words; `overrides` name the keys a form can be more precise with. */
async function refusedHere(refusal: Refusal, overrides: Partial<Record<Refusal['code'], MessageKey>> = {}): Promise<ActionRefusal> {
  if (refusal.constraint === LAST_OWNER_CONSTRAINT) return actionError('settings.errors.lastOwner', { code: refusal.code });
  return refused(refusal, { ...SETTINGS_REFUSALS, ...overrides });
}

// ---- profile -----------------------------------------------------------------------------------

export const changeUsernameAction = userAction(usernameForm, async ({ username }, { user, claims }) => {
  if (username === user.username) return actionOk({ username });
  // Changing only the case of one's own name is not "taken" (the check ignores case).
  const ownName = username.toLowerCase() === user.username?.toLowerCase();
  const result = await withUser(claims, async (tx) => {
    if (!ownName && !(await isUsernameAvailable(tx, username))) return null;
    return setOwnUsername(tx, user.id, username);
  });
  if (!result) return actionError('settings.errors.usernameTaken', { code: 'conflict' });
  if (!result.ok) return refusedHere(result, { conflict: 'settings.errors.usernameTaken', invalid: 'settings.errors.usernameInvalid' });
  refresh();
  return actionOk({ username: result.account.username ?? username });
});

/** Ends every session of the user (this browser's too) and goes to the sign-in page. */
export const signOutEverywhereAction = submitOnly(
  userAction(z.object({}), async () => {
    await getAuthBackend().signOut({ everywhere: true });
    return redirect({ href: '/login', locale: await getLocale() });
  }),
);

// ---- workspace ---------------------------------------------------------------------------------

export const renameWorkspaceAction = workspaceAction(renameWorkspaceForm, async ({ workspaceId, name }, { context }) => {
  const result = await withUser(context.claims, (tx) => renameWorkspace(tx, workspaceId, name));
  if (!result.ok) return refusedHere(result, { invalid: 'settings.errors.nameInvalid' });
  refresh();
  return actionOk({ name: result.name });
}, inSettings);

/** Any active user may start a team workspace; it becomes the current one, as the switcher would. */
export const createWorkspaceAction = userAction(createWorkspaceForm, async ({ name, slug }, { claims }): Promise<ActionResult<never>> => {
  const result = await withUser(claims, (tx) => createWorkspace(tx, { name, slug }));
  if (!result.ok) return refusedHere(result, { conflict: 'settings.errors.slugTaken', invalid: 'settings.errors.slugInvalid' });
  (await cookies()).set(WORKSPACE_COOKIE, result.workspaceId, WORKSPACE_COOKIE_OPTIONS);
  return redirect({ href: { pathname: '/settings/workspace', query: { created: '1' } }, locale: await getLocale() });
});

// ---- members -----------------------------------------------------------------------------------

export const addMemberAction = workspaceAction(addMemberForm, async ({ workspaceId, email, role }, { context }) => {
  const result = await withUser(context.claims, (tx) => addMemberByEmail(tx, { workspaceId, email, role }));
  if (!result.ok) {
    // The workspace itself was checked above: "not found" here is the e-mail.
    return refusedHere(result, { not_found: 'settings.errors.noActiveAccount', conflict: 'settings.errors.alreadyMember' });
  }
  refresh();
  return actionOk({ email: result.member.email ?? email, role: result.member.role });
}, inSettings);

export const changeRoleAction = workspaceAction(changeRoleForm, async ({ workspaceId, userId, role }, { context }) => {
  const result = await withUser(context.claims, (tx) => changeMemberRole(tx, { workspaceId, userId, role }));
  if (!result.ok) return refusedHere(result);
  refresh();
  return actionOk({ role: result.member.role });
}, inSettings);

export const removeMemberAction = workspaceAction(removeMemberForm, async ({ workspaceId, userId }, { context }) => {
  const result = await withUser(context.claims, (tx) => removeMember(tx, { workspaceId, userId }));
  if (!result.ok) return refusedHere(result);
  // Someone who removed themselves has nothing left to see here.
  if (userId === context.user.id) return redirect({ href: '/dashboard', locale: await getLocale() });
  refresh();
  return actionOk({ email: result.removed.email ?? '' });
}, inSettings);

// ---- API keys ----------------------------------------------------------------------------------

/** The secret is in this answer once; it is not stored anywhere it could be read back. */
export const createApiKeyAction = workspaceAction(createApiKeyForm, async ({ workspaceId, name, scopes }, { context }) => {
  const result = await withUser(context.claims, (tx) => createApiKey(tx, { workspaceId, name, scopes }));
  if (!result.ok) return refusedHere(result, { invalid: 'settings.errors.keyNameInvalid' });
  refresh();
  return actionOk({ name: result.key.name, prefix: result.key.prefix, secret: result.secret });
}, inSettings);

export const revokeApiKeyAction = workspaceAction(revokeApiKeyForm, async ({ workspaceId, keyId }, { context }) => {
  const result = await withUser(context.claims, async (tx) => {
    const allowed = await requireRole(tx, workspaceId, 'manage');
    if (!allowed.ok) return allowed;
    // revokeApiKey finds a key by its id alone; it must belong to the workspace the form is about.
    const keys = await listApiKeys(tx, workspaceId);
    if (!keys.some((key) => key.id === keyId)) return { ok: false, code: 'not_found', message: 'No such API key.' } satisfies Refusal;
    return revokeApiKey(tx, keyId);
  });
  if (!result.ok) return refusedHere(result);
  refresh();
  return actionOk({ revoked: result.revoked });
}, inSettings);

// ---- retention and limits ------------------------------------------------------------------------

/**
 * Chooses the reference release new conversions are pinned to (owners). Conversions made before keep
 * theirs. Answers the release chosen (null: the bundled demo set) for the success message.
 */
export const chooseReferenceReleaseAction = workspaceAction(referenceReleaseForm, async ({ workspaceId, release }, { context }) => {
  const result = await withUser(context.claims, (tx) => chooseReferenceRelease(tx, workspaceId, release));
  if (!result.ok) return refusedHere(result, { invalid: 'settings.errors.releaseInvalid' });
  refresh();
  const { pin, release: chosen } = result.current;
  return actionOk({ releaseId: pin.releaseId, versionDate: pin.versionDate, source: chosen?.source ?? null });
}, inSettings);

export const updateRetentionAction = workspaceAction(retentionForm, async ({ workspaceId, patch }, { context }) => {
  const result = await withUser(context.claims, (tx) => updateWorkspaceSettings(tx, workspaceId, patch));
  if (!result.ok) return refusedHere(result);
  refresh();
  return actionOk({ retentionDays: result.settings.retentionDays });
}, inSettings);

// ---- sender identity ---------------------------------------------------------------------------

/**
 * Saves who the workspace's ACES and PIES headers name as sender (owners). Exports made from now on
 * carry it; answers which header fields are still placeholders, for the success message.
 */
export const saveSenderIdentityAction = workspaceAction(senderIdentityForm, async ({ workspaceId, identity }, { context }) => {
  const result = await withUser(context.claims, (tx) => saveSenderIdentity(tx, workspaceId, identity));
  if (!result.ok) return refusedHere(result);
  refresh();
  return actionOk({ placeholders: result.sender.placeholders.length });
}, inSettings);

// ---- learned terms -----------------------------------------------------------------------------

/** An import refused for what the file says: each problem by line and column, in the page's language. */
export type LearnedTermsImportState = ActionResult<{ counts: ImportCounts }> & { problems?: LearnedTermProblem[] };

/** The problems as the reader reads them: each message from its code and parameters in the page's locale. */
async function problemsIn(problems: readonly LearnedTermProblem[]): Promise<LearnedTermProblem[]> {
  const locale = await getLocale();
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
export const updateLearnedTermAction = workspaceAction(updateLearnedTermForm, async ({ workspaceId, termId, referenceId, language }, { context }) => {
  const reference = await currentReference(context, workspaceId);
  if (!reference) return actionError('settings.errors.referenceUnavailable', { code: 'conflict' });
  const result = await withUser(context.claims, async (tx) => {
    // The term is found by its id alone; it must belong to the workspace the form is about.
    const term = await getLearnedTerm(tx, termId);
    if (!term || term.workspaceId !== workspaceId) return { ok: false, code: 'not_found', message: 'No such learned term.' } satisfies Refusal;
    return updateLearnedTerm(tx, termId, { referenceId, language }, { origin: 'settings', reference: reference.set });
  });
  if (!result.ok) return refusedHere(result, { invalid: 'settings.errors.referenceIdUnknown', not_allowed: 'settings.errors.learnedTermsNotAllowed' });
  refresh();
  return actionOk({ term: result.term.term, referenceId: result.term.referenceId, referenceName: result.term.referenceName });
}, inSettings);

/** Forgets a learned term (owners and reviewers); conversions already made keep what they used. */
export const removeLearnedTermAction = workspaceAction(removeLearnedTermForm, async ({ workspaceId, termId }, { context }) => {
  const result = await withUser(context.claims, async (tx) => {
    const term = await getLearnedTerm(tx, termId);
    if (!term || term.workspaceId !== workspaceId) return { ok: false, code: 'not_found', message: 'No such learned term.' } satisfies Refusal;
    return removeLearnedTerm(tx, termId);
  });
  if (!result.ok) return refusedHere(result, { not_allowed: 'settings.errors.learnedTermsNotAllowed' });
  refresh();
  return actionOk({ term: result.removed.term });
}, inSettings);

/**
 * Imports a learned-terms CSV file (owners and reviewers): all of it or nothing, every problem
 * named by line and column; with "replace", the terms the file does not name are removed.
 */
export const importLearnedTermsAction = workspaceAction(
  importLearnedTermsForm,
  async ({ workspaceId, replace }, { context, formData }): Promise<LearnedTermsImportState> => {
    const file = formData?.get('file');
    if (!(file instanceof File) || file.size === 0) return actionError('settings.errors.importNoFile', { code: 'invalid' });
    if (file.size > MAX_IMPORT_BYTES) return actionError('settings.errors.importTooLarge', { code: 'invalid' });
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      return actionError('settings.errors.importNotUtf8', { code: 'invalid' });
    }
    const parsed = parseLearnedTermsCsv(text);
    if (!parsed.ok) return { ...actionError('settings.errors.importRefused', { code: 'invalid' }), problems: await problemsIn(parsed.errors) };
    const reference = await currentReference(context, workspaceId);
    if (!reference) return actionError('settings.errors.referenceUnavailable', { code: 'conflict' });
    const result = await withUser(context.claims, (tx) => importLearnedTerms(tx, workspaceId, parsed.terms, { replace, reference }));
    if (!result.ok) {
      if ('problems' in result && result.problems) return { ...actionError('settings.errors.importRefused', { code: 'invalid' }), problems: await problemsIn(result.problems) };
      return refusedHere(result, { conflict: 'settings.errors.referenceChanged', not_allowed: 'settings.errors.learnedTermsNotAllowed', invalid: 'settings.errors.importEmpty' });
    }
    refresh();
    return actionOk({ counts: result.counts });
  },
  { may: 'review', refusals: { notFound: 'settings.errors.notFound', notAllowed: 'settings.errors.learnedTermsNotAllowed' } },
);
