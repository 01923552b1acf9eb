import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { listOutboxMessages } from '@/lib/auth/embedded/outbox';
import { getRuntimeConfig } from '@/lib/config';

export const metadata: Metadata = { title: 'Development mailbox', robots: { index: false } };

/**
 * The embedded backend's outbox, for completing sign-up and password-reset flows locally. Only under
 * `next dev` with the embedded backend: these messages hold live reset links.
 */
export default async function DevMailboxPage() {
  await connection();
  const config = getRuntimeConfig();
  // NODE_ENV as Next inlines it at build: a production build never shows live reset links.
  if (process.env.NODE_ENV !== 'development' || !config.ok || config.config.supabase) notFound();
  const messages = await listOutboxMessages();
  return (
    <main id="main" className="container-page py-12">
      <h1 className="text-2xl font-bold text-ink">Development mailbox</h1>
      <p className="mt-2 text-sm text-slate-600">
        Emails the embedded backend would have sent, newest first, read from <code>.data/outbox/</code>.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 text-slate-600">No messages yet. Sign up or ask for a password reset.</p>
      ) : (
        <ul className="mt-8 space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-500">
                {m.createdAt} · to {m.to}
              </p>
              <h2 className="font-semibold text-ink">{m.subject}</h2>
              <pre className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{m.text}</pre>
              {m.link && (
                <a href={m.link} className="btn-primary mt-3 min-h-11">
                  Open the link
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
