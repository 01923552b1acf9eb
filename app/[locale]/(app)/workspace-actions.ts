'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { actionError, actionOk, validatedAction } from '@/lib/actions';
import { getWorkspaceContext, WORKSPACE_COOKIE, WORKSPACE_COOKIE_OPTIONS } from '@/lib/auth';

const chooseWorkspaceSchema = z.object({ workspaceId: z.guid() });

/** Makes one of the user's own workspaces the current one; any other id is refused. */
export const chooseWorkspaceAction = validatedAction(chooseWorkspaceSchema, async ({ workspaceId }) => {
  const context = await getWorkspaceContext();
  const membership = context.workspaces.find((m) => m.workspace.id === workspaceId);
  if (!membership) return actionError('workspace.notMember', 'not_found');
  (await cookies()).set(WORKSPACE_COOKIE, workspaceId, WORKSPACE_COOKIE_OPTIONS);
  return actionOk({ workspaceId, name: membership.workspace.name });
});
