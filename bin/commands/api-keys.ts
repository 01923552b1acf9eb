import { createWorkspaceApiKey, listWorkspaceApiKeys, revokeWorkspaceApiKey } from '@/lib/api';
import { closeDb, getDb } from '@/lib/db';
import { API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '@/lib/workspace-data';
import { EXIT, UsageError, parseCommandLine, unexpectedArgument, type CliIo, type Command } from './command';

const USAGE = `Usage:
  partsmith api-keys create <workspace-slug> --name <name> --scopes <a,b> --owner <email>
  partsmith api-keys list <workspace-slug> [--owner <email>]
  partsmith api-keys revoke <workspace-slug> <key-prefix> [--owner <email>]

Workspace API keys for REST API v1 (docs/api.md). A key acts as the owner who created it: that
account's role and status apply to every request. The secret is printed once, by create; only its
hash is kept. Each change is made as an owner and written to the workspace's audit log.

Options:
  --name <name>     what the key is for, e.g. "PIM connector"
  --scopes <list>   comma-separated: ${API_KEY_SCOPES.join(', ')}
  --owner <email>   an active owner of the workspace to act as (list and revoke: default the
                    workspace's creator)
  -h, --help        show this help`;

const OPTIONS = {
  name: { type: 'string' },
  scopes: { type: 'string' },
  owner: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseScopes(raw: string | undefined): ApiKeyScope[] {
  const scopes = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (scopes.length === 0) throw new UsageError(`--scopes needs at least one of ${API_KEY_SCOPES.join(', ')}.`);
  const unknown = scopes.filter((s) => !(API_KEY_SCOPES as readonly string[]).includes(s));
  if (unknown.length) throw new UsageError(`Unknown scope "${unknown[0]}"; use ${API_KEY_SCOPES.join(', ')}.`);
  return scopes as ApiKeyScope[];
}

function describeKey(k: ApiKey): string {
  const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : `last used ${k.lastUsedAt?.toISOString() ?? 'never'}`;
  return `psk_${k.prefix}_…  ${k.name}  [${k.scopes.join(',')}]  created ${k.createdAt.toISOString()}  ${state}`;
}

export const apiKeysCommand: Command = {
  name: 'api-keys',
  summary: 'create, list and revoke workspace API keys',
  usage: USAGE,
  async run(args, io: CliIo) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const [action, slug, prefix, ...extra] = positionals;
    if (extra.length || (action !== 'revoke' && prefix)) throw unexpectedArgument((extra[0] ?? prefix)!);
    if (action !== 'create' && action !== 'list' && action !== 'revoke') {
      throw new UsageError(action ? `Unknown api-keys action "${action}".` : 'Say what to do: create, list or revoke.');
    }
    if (!slug) throw new UsageError(`${action} needs the <workspace-slug>.`);
    let scopes: ApiKeyScope[] = [];
    if (action === 'create') {
      if (!values.name || !values.owner) throw new UsageError('create needs --name, --scopes and --owner.');
      scopes = parseScopes(values.scopes);
    }
    if (action === 'revoke' && !prefix) throw new UsageError('revoke needs the <key-prefix> (as `list` shows it).');

    const db = await getDb(io.env);
    try {
      const owner = values.owner ? { ownerEmail: values.owner } : {};
      if (action === 'create') {
        const created = await createWorkspaceApiKey(db, { slug, name: values.name!, scopes, ownerEmail: values.owner! });
        if (!created.ok) return failed(io, created.message);
        io.err(`Created "${created.value.key.name}" [${scopes.join(',')}] in ${slug}. The secret is shown once; store it now:`);
        io.out(created.value.secret);
        return EXIT.ok;
      }
      if (action === 'list') {
        const listed = await listWorkspaceApiKeys(db, { slug, ...owner });
        if (!listed.ok) return failed(io, listed.message);
        for (const key of listed.value) io.out(describeKey(key));
        return EXIT.ok;
      }
      const revoked = await revokeWorkspaceApiKey(db, { slug, prefix: prefix!, ...owner });
      if (!revoked.ok) return failed(io, revoked.message);
      io.out(revoked.value.revoked ? `revoked psk_${revoked.value.key.prefix}_…` : `psk_${revoked.value.key.prefix}_… was already revoked`);
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
