import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { serverConfig } from '@/lib/config';

/**
 * Embedded mode sends no email: messages are written to `.data/outbox/` as JSON, and `/dev/mailbox`
 * shows them in development, so sign-up confirmation and password reset can be completed locally.
 */

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().optional(),
  kind: z.enum(['confirm', 'reset', 'notice']),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

function outboxDir(): string {
  return path.join(serverConfig().dataDir, 'outbox');
}

export async function writeOutboxMessage(message: Omit<OutboxMessage, 'id' | 'createdAt'>): Promise<OutboxMessage> {
  const full: OutboxMessage = { ...message, id: randomUUID(), createdAt: new Date().toISOString() };
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  // Time-sortable names: the mailbox lists newest first without reading every file.
  await writeFile(path.join(dir, `${full.createdAt.replace(/[:.]/g, '-')}-${full.id}.json`), JSON.stringify(full, null, 2), {
    mode: 0o600,
  });
  return full;
}

export async function listOutboxMessages(limit = 50): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir())).filter((n) => n.endsWith('.json')).sort().reverse().slice(0, limit);
  } catch {
    return [];
  }
  const messages = await Promise.all(
    names.map(async (n) => outboxMessageSchema.safeParse(JSON.parse(await readFile(path.join(outboxDir(), n), 'utf8')))),
  );
  return messages.flatMap((m) => (m.success ? [m.data] : []));
}
