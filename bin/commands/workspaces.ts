import { addWorkspaceMember, createTeamWorkspace, listAccountWorkspaces } from '@/lib/auth/workspace-admin';
import { closeDb, getDb, WORKSPACE_ROLES, type WorkspaceRole } from '@/lib/db';
import { render, say } from '@/lib/catalog/messages';
import { EXIT, cliLocale, parseCommandLine, unexpectedArgument, usageError, type CliIo, type Command } from './command';

const USAGE = `Usage:
  partsmith workspaces create <slug> --name <name> --owner <email>
  partsmith workspaces add <slug> <email> --role owner|operator|reviewer|viewer
  partsmith workspaces list <email>
  (each also takes --lang <en|de|fr|es|it>)

Creates team workspaces and manages their members from the console (owners can do the same in
Settings). Each change is made as the workspace's owner and written to its audit log.

Options:
  --name <name>    the workspace's display name
  --owner <email>  an active account that will own the workspace
  --role <role>    the member's role: owner (everything), operator (upload, convert, export),
                   reviewer (review decisions), viewer (read only)
  --lang <lang>    en, de, fr, es or it: the language of refusals and result lines (default:
                   LC_ALL, LC_MESSAGES or LANG, else English)
  -h, --help       show this help`;

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
  summary: 'create team workspaces and add members',
  usage: USAGE,
  async run(args, io: CliIo) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(USAGE);
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

    const db = await getDb(io.env);
    try {
      if (action === 'list') {
        const result = await listAccountWorkspaces(db, first);
        if (!result.ok) return failed(io, result.message);
        for (const { workspace, role } of result.value) io.out(`${workspace.slug}  ${role}  ${workspace.name}`);
        return EXIT.ok;
      }
      const result =
        action === 'create'
          ? await createTeamWorkspace(db, { slug: first, name: values.name!, ownerEmail: values.owner! })
          : await addWorkspaceMember(db, { slug: first, email: second!, role: parseRole(values.role) });
      if (!result.ok) return failed(io, result.message);
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
