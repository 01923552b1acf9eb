import type { SenderIdentity } from '@/lib/catalog';
import { asService } from '@/lib/db';
import { getSenderIdentity } from '@/lib/data/workspaces';
import type { JobContext } from './context';

/**
 * The sender identity a job writes into the ACES and PIES headers: the workspace's, read when the
 * job runs, so an export made after an owner fills it in carries it. Nothing saved → an empty
 * identity: the engine writes placeholders and reports HEADER_SENDER_PLACEHOLDER.
 */
export async function workspaceSender(ctx: JobContext, workspaceId: string): Promise<SenderIdentity> {
  const saved = await asService((tx) => getSenderIdentity(tx, workspaceId), ctx.db);
  return saved?.identity ?? {};
}
