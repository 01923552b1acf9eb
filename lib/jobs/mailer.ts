import { writeOutboxMessage } from '@/lib/auth/embedded/outbox';
import { serverConfig, type ServerConfig } from '@/lib/config';
import type { Mailer } from './context';

/**
 * Embedded mode sends no e-mail: notices go to the development outbox (`.data/outbox`, shown at
 * /dev/mailbox), like the account e-mails.
 */
export function outboxMailer(): Mailer {
  return {
    async send(message) {
      try {
        await writeOutboxMessage({ to: message.to, subject: message.subject, text: message.text, link: message.link, kind: 'notice' });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/**
 * The mailer for this environment: the outbox in embedded mode; none with Supabase (the project has
 * no mail transport for job notices yet, so nothing is sent or recorded — see docs/jobs.md).
 */
export function mailerFromEnv(config: ServerConfig = serverConfig()): Mailer | null {
  return config.supabase.url ? null : outboxMailer();
}
