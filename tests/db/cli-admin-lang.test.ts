/**
 * The administration commands (users, workspaces, api-keys) in the command line's language
 * (issue 16): their refusals and result lines are German with --lang de, while e-mail addresses,
 * slugs, statuses, scopes, key prefixes and ISO dates stay as they are. The embedded database in
 * a temporary data folder, opened by each run as the binary would: the runs open and close this
 * process's own database (getDb, closeDb), so the file runs in a process of its own (db-isolated).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCliInProcess, settleInProcessRuns, type CliRunOptions } from '../unit/cli/cli-runner';

const dataDir = mkdtempSync(path.join(tmpdir(), 'partsmith-cli-admin-lang-'));
const options: CliRunOptions = { cwd: ROOT, dataDir, unset: ['PARTSMITH_DB', 'DATABASE_URL', 'NEXT_PUBLIC_SUPABASE_URL'] };
const OWNER = 'inhaber@example.com';

afterAll(async () => {
  await settleInProcessRuns();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('administration commands in German', () => {
  it('refuses command lines in German, exit 2', async () => {
    const users = await runCliInProcess(options, 'users', 'frobnicate', '--lang', 'de');
    expect(users.code).toBe(2);
    expect(users.stderr).toContain('Unbekannte Aktion für users: „frobnicate“.');
    const workspaces = await runCliInProcess({ ...options, env: { LANG: 'de_DE.UTF-8' } }, 'workspaces', 'create', 'team');
    expect(workspaces.code).toBe(2);
    expect(workspaces.stderr).toContain('create braucht <slug>, --name und --owner.');
    const keys = await runCliInProcess(options, 'api-keys', 'create', 'team', '--name', 'PIM', '--owner', OWNER, '--scopes', 'jobs:fly', '--lang', 'de');
    expect(keys.code).toBe(2);
    expect(keys.stderr).toContain('Unbekannter Bereich „jobs:fly“; verwenden Sie');
  });

  it('creates and lists an account, a workspace and a key with German result lines', async () => {
    const created = await runCliInProcess(
      { ...options, input: 'Caliper-Bracket-Rotor-47\n' },
      'users', 'create', OWNER, '--password-stdin', '--status', 'active', '--lang', 'de',
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain(`${OWNER}  active`);
    const listed = await runCliInProcess(options, 'users', 'list', '--lang', 'de');
    expect(listed.stdout.trim().split('\n').at(-1)).toBe('1 Konto');

    const workspace = await runCliInProcess(options, 'workspaces', 'create', 'team', '--name', 'Team', '--owner', OWNER, '--lang', 'de');
    expect(workspace.stderr).toBe('');
    expect(workspace.stdout).toMatch(/^team erstellt \([0-9a-f-]{36}\)$/m);

    const key = await runCliInProcess(options, 'api-keys', 'create', 'team', '--name', 'PIM', '--scopes', 'jobs:read', '--owner', OWNER, '--lang', 'de');
    expect(key.code).toBe(0);
    expect(key.stderr).toContain('„PIM“ [jobs:read] in team erstellt. Der geheime Schlüssel wird nur einmal angezeigt; speichern Sie ihn jetzt:');
    const prefix = /^psk_([^_]+)_/.exec(key.stdout.trim())?.[1];
    expect(prefix).toBeTruthy();

    const keys = await runCliInProcess(options, 'api-keys', 'list', 'team', '--lang', 'de');
    expect(keys.stdout).toMatch(new RegExp(`^psk_${prefix}_…  PIM  \\[jobs:read\\]  erstellt \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  nie verwendet$`, 'm'));
    const revoked = await runCliInProcess(options, 'api-keys', 'revoke', 'team', prefix!, '--lang', 'de');
    expect(revoked.stdout.trim()).toBe(`psk_${prefix}_… widerrufen`);
    const english = await runCliInProcess(options, 'api-keys', 'revoke', 'team', prefix!);
    expect(english.stdout.trim()).toBe(`psk_${prefix}_… was already revoked`);
  });
});
