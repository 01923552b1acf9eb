import { addWorkspaceMember, createTeamWorkspace, listAccountWorkspaces } from '@/lib/auth';
import { serverConfig } from '@/lib/config';
import { closeDb, getDb } from '@/lib/db';
import { WORKSPACE_ROLES, type WorkspaceRole } from '@/lib/data/workspaces';
import { say } from '@/lib/catalog/messages';
import { render } from '../texts';
import { EXIT, commandHelp, commandLineLocale, cliLocale, parseCommandLine, unexpectedArgument, usageError, type CliIo, type Command } from './command';

const OPTIONS = {
  name: { type: 'string' },
  owner: { type: 'string' },
  role: { type: 'string' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseRole(raw: string | undefined): WorkspaceRole {
  if (!raw || !(WORKSPACE_ROLES as readonly string[]).includes(raw)) {
    const roles = WORKSPACE_ROLES.join(', ');
    throw usageError(raw ? say('cli.workspaces.badRoleGot', { roles, role: raw }) : say('cli.workspaces.badRole', { roles }));
  }
  return raw as WorkspaceRole;
}

export const workspacesCommand: Command = {
  name: 'workspaces',
  async run(args, io: CliIo) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(commandHelp(workspacesCommand, commandLineLocale(args, io.env)));
      return EXIT.ok;
    }
    const [action, first, second, ...extra] = positionals;
    if (extra.length) throw unexpectedArgument(extra[0]!);
    if (action === 'create') {
      if (!first || !values.name || !values.owner) throw usageError(say('cli.workspaces.createNeeds'));
    } else if (action === 'add') {
      if (!first || !second) throw usageError(say('cli.workspaces.addNeeds'));
      parseRole(values.role);
    } else if (action === 'list') {
      if (!first) throw usageError(say('cli.workspaces.listNeeds'));
    } else {
      throw usageError(action ? say('cli.workspaces.unknownAction', { action }) : say('cli.workspaces.sayWhat'));
    }
    const locale = cliLocale(values.lang, io.env);

    const db = await getDb(serverConfig(io.env));
    try {
      if (action === 'list') {
        const result = await listAccountWorkspaces(db, first);
        if (!result.ok) return failed(io, render(result.said, locale));
        for (const { workspace, role } of result.value) io.out(`${workspace.slug}  ${role}  ${workspace.name}`);
        return EXIT.ok;
      }
      const result =
        action === 'create'
          ? await createTeamWorkspace(db, { slug: first, name: values.name!, ownerEmail: values.owner! })
          : await addWorkspaceMember(db, { slug: first, email: second!, role: parseRole(values.role) });
      if (!result.ok) return failed(io, render(result.said, locale));
      io.out(
        render(
          action === 'create'
            ? say('cli.workspaces.created', { slug: first, id: result.value.workspaceId })
            : say('cli.workspaces.added', { email: second!, role: values.role!, slug: first }),
          locale,
        ),
      );
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
