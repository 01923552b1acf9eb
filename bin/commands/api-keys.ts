import { createWorkspaceApiKey, listWorkspaceApiKeys, revokeWorkspaceApiKey } from '@/lib/api';
import { serverConfig } from '@/lib/config';
import { closeDb, getDb } from '@/lib/db';
import { API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '@/lib/data/workspaces';
import { say, type MessageLocale } from '@/lib/catalog/messages';
import { render } from '../texts';
import { EXIT, commandHelp, commandLineLocale, cliLocale, parseCommandLine, unexpectedArgument, usageError, type CliIo, type Command } from './command';

const OPTIONS = {
  name: { type: 'string' },
  scopes: { type: 'string' },
  owner: { type: 'string' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseScopes(raw: string | undefined): ApiKeyScope[] {
  const scopes = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (scopes.length === 0) throw usageError(say('cli.apiKeys.scopesNeeded', { scopes: API_KEY_SCOPES.join(', ') }));
  const unknown = scopes.filter((s) => !(API_KEY_SCOPES as readonly string[]).includes(s));
  if (unknown.length) throw usageError(say('cli.apiKeys.unknownScope', { scope: unknown[0]!, scopes: API_KEY_SCOPES.join(', ') }));
  return scopes as ApiKeyScope[];
}

/** Dates stay ISO 8601 in every language: scripts read this line. */
function describeKey(k: ApiKey, locale: MessageLocale): string {
  const state = k.revokedAt
    ? say('cli.apiKeys.stateRevoked', { date: k.revokedAt.toISOString() })
    : k.lastUsedAt
      ? say('cli.apiKeys.stateUsed', { date: k.lastUsedAt.toISOString() })
      : say('cli.apiKeys.stateNeverUsed');
  const line = { key: `psk_${k.prefix}_…`, name: k.name, scopes: k.scopes.join(','), created: k.createdAt.toISOString(), state };
  return render(say('cli.apiKeys.key', line), locale);
}

export const apiKeysCommand: Command = {
  name: 'api-keys',
  helpParams: { scopes: API_KEY_SCOPES.join(', ') },
  async run(args, io: CliIo) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(commandHelp(apiKeysCommand, commandLineLocale(args, io.env)));
      return EXIT.ok;
    }
    const [action, slug, prefix, ...extra] = positionals;
    if (extra.length || (action !== 'revoke' && prefix)) throw unexpectedArgument((extra[0] ?? prefix)!);
    if (action !== 'create' && action !== 'list' && action !== 'revoke') {
      throw usageError(action ? say('cli.apiKeys.unknownAction', { action }) : say('cli.apiKeys.sayWhat'));
    }
    if (!slug) throw usageError(say('cli.apiKeys.needsSlug', { action }));
    let scopes: ApiKeyScope[] = [];
    if (action === 'create') {
      if (!values.name || !values.owner) throw usageError(say('cli.apiKeys.createNeeds'));
      scopes = parseScopes(values.scopes);
    }
    if (action === 'revoke' && !prefix) throw usageError(say('cli.apiKeys.revokeNeeds'));
    const locale = cliLocale(values.lang, io.env);

    const db = await getDb(serverConfig(io.env));
    try {
      const owner = values.owner ? { ownerEmail: values.owner } : {};
      if (action === 'create') {
        const created = await createWorkspaceApiKey(db, { slug, name: values.name!, scopes, ownerEmail: values.owner! });
        if (!created.ok) return failed(io, render(created.said, locale));
        io.err(render(say('cli.apiKeys.created', { name: created.value.key.name, scopes: scopes.join(','), slug }), locale));
        io.out(created.value.secret);
        return EXIT.ok;
      }
      if (action === 'list') {
        const listed = await listWorkspaceApiKeys(db, { slug, ...owner });
        if (!listed.ok) return failed(io, render(listed.said, locale));
        for (const key of listed.value) io.out(describeKey(key, locale));
        return EXIT.ok;
      }
      const revoked = await revokeWorkspaceApiKey(db, { slug, prefix: prefix!, ...owner });
      if (!revoked.ok) return failed(io, render(revoked.said, locale));
      const key = `psk_${revoked.value.key.prefix}_…`;
      io.out(render(say(revoked.value.revoked ? 'cli.apiKeys.revoked' : 'cli.apiKeys.alreadyRevoked', { key }), locale));
      return EXIT.ok;
    } finally {
      await closeDb();
    }
  },
};

function failed(io: CliIo, message: string): number {
  io.err(message);
  return EXIT.failed;
}
