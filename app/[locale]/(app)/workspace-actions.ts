'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { actionOk, workspaceAction } from '@/lib/actions';
import { WORKSPACE_COOKIE, WORKSPACE_COOKIE_OPTIONS } from '@/lib/auth';

const chooseWorkspaceSchema = z.object({ workspaceId: z.guid() });

/** Makes one of the user's own workspaces the current one; any other id is refused. */
export const chooseWorkspaceAction = workspaceAction(chooseWorkspaceSchema, async ({ workspaceId }, { context }) => {
  (await cookies()).set(WORKSPACE_COOKIE, workspaceId, WORKSPACE_COOKIE_OPTIONS);
  const name = context.workspaces.find((m) => m.workspace.id === workspaceId)?.workspace.name ?? '';
  return actionOk({ workspaceId, name });
});
