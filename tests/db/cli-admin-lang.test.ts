/**
 * The administration commands (users, workspaces, api-keys) in the command line's language
 * (issue 16): their refusals and result lines are German with --lang de, while e-mail addresses,
 * slugs, statuses, scopes, key prefixes and ISO dates stay as they are. The refusals of the services
 * they call (lib/auth/user-admin.ts, workspace-admin.ts, lib/api/key-admin.ts) too, and without
 * --lang those stay the English they always were. The embedded database in
 * a temporary data folder, opened by each run as the binary would: the runs open and close this
 * process's own database (getDb, closeDb), so the file runs in a process of its own (db-isolated).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_PROBLEM_TEXT, type PasswordProblem } from '@/lib/auth/password-policy';
import { render, say } from '@/lib/catalog/messages';
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

  it("prints the services' refusals in German, and the same English as before without --lang", async () => {
    const refusals: { args: string[]; input?: string; de: string; en: string }[] = [
      {
        args: ['users', 'approve', 'niemand@example.com'],
        de: 'Kein Konto für niemand@example.com.',
        en: 'No account for niemand@example.com.',
      },
      {
        args: ['users', 'create', 'neu@example.com', '--password-stdin'],
        input: 'bremsbremsbremsbrems\n',
        de: 'Passwort abgelehnt: das Passwort wiederholt ein Zeichen oder ein kurzes Muster.',
        en: 'Password refused: the password repeats one character or a short pattern.',
      },
      {
        args: ['users', 'create', OWNER, '--password-stdin'],
        input: 'Caliper-Bracket-Rotor-48\n',
        de: `Ein Konto für ${OWNER} existiert bereits.`,
        en: `An account for ${OWNER} already exists.`,
      },
      {
        args: ['workspaces', 'create', 'team', '--name', 'Noch ein Team', '--owner', OWNER],
        de: 'Der Slug „team“ ist bereits vergeben.',
        en: 'The slug "team" is taken.',
      },
      {
        args: ['workspaces', 'add', 'nirgends', OWNER, '--role', 'viewer'],
        de: 'Kein Arbeitsbereich „nirgends“.',
        en: 'No workspace "nirgends".',
      },
      {
        args: ['api-keys', 'revoke', 'team', 'psk_fehlt'],
        de: 'Kein API-Schlüssel psk_fehlt_… in „team“ (nur Eigentümer sehen Schlüssel).',
        en: 'No API key psk_fehlt_… in "team" (only owners see keys).',
      },
      {
        args: ['api-keys', 'list', 'team', '--owner', 'niemand@example.com'],
        de: 'Kein Konto für niemand@example.com.',
        en: 'No account for niemand@example.com.',
      },
    ];
    for (const { args, input, de, en } of refusals) {
      const german = await runCliInProcess({ ...options, input }, ...args, '--lang', 'de');
      expect({ args, code: german.code, stderr: german.stderr.trim() }).toEqual({ args, code: 1, stderr: de });
      const english = await runCliInProcess({ ...options, input }, ...args);
      expect({ args, code: english.code, stderr: english.stderr.trim() }).toEqual({ args, code: 1, stderr: en });
    }
  });

  it("says the data layer's refusals in German: its texts, and Postgres's words only as the database's", async () => {
    const long = 'K'.repeat(101);
    const german = await runCliInProcess(options, 'api-keys', 'create', 'team', '--name', long, '--scopes', 'jobs:read', '--owner', OWNER, '--lang', 'de');
    expect(german.code).toBe(1);
    expect(german.stderr.trim()).toMatch(/^Abgelehnt: Der Schlüssel ist nicht gültig \(Meldung der Eingabeprüfung: .+\)\.$/);
    const english = await runCliInProcess(options, 'api-keys', 'create', 'team', '--name', long, '--scopes', 'jobs:read', '--owner', OWNER);
    expect(english.stderr.trim()).toMatch(/^The key is not valid: .+\.$/);

    // The creator demoting the one owner: refused by a guard in SQL, whose words are English.
    const demoted = await runCliInProcess(options, 'workspaces', 'add', 'team', OWNER, '--role', 'viewer', '--lang', 'de');
    expect(demoted.code).toBe(1);
    expect(demoted.stderr.trim()).toMatch(/^Abgelehnt: (Das widerspricht dem aktuellen Stand|Ein Wert ist nicht gültig|Das ist Ihnen nicht erlaubt) \(Meldung der Datenbank: .+\)\.$/);
    const english2 = await runCliInProcess(options, 'workspaces', 'add', 'team', OWNER, '--role', 'viewer');
    expect(english2.stderr.trim()).not.toMatch(/Meldung|Abgelehnt/);
  });

  it('words every password refusal as the policy does in English, and has it in German', () => {
    for (const [problem, text] of Object.entries(PASSWORD_PROBLEM_TEXT) as [PasswordProblem, string][]) {
      const said = say(`accounts.password.${problem}`, { min: PASSWORD_MIN, max: PASSWORD_MAX });
      expect(render(said, 'en')).toBe(text);
      expect(render(said, 'de')).toMatch(/^das Passwort /);
    }
  });
});
