import { addWorkspaceMember, createTeamWorkspace, listAccountWorkspaces } from '@/lib/auth/workspace-admin';
import { closeDb, getDb, WORKSPACE_ROLES, type WorkspaceRole } from '@/lib/db';
import { EXIT, UsageError, parseCommandLine, unexpectedArgument, type CliIo, type Command } from './command';

const USAGE = `Usage:
  partsmith workspaces create <slug> --name <name> --owner <email>
  partsmith workspaces add <slug> <email> --role owner|operator|reviewer|viewer
  partsmith workspaces list <email>

Creates team workspaces and manages their members from the console (owners can do the same in
Settings). Each change is made as the workspace's owner and written to its audit log.

Options:
  --name <name>    the workspace's display name
  --owner <email>  an active account that will own the workspace
  --role <role>    the member's role: owner (everything), operator (upload, convert, export),
                   reviewer (review decisions), viewer (read only)
  -h, --help       show this help`;

const OPTIONS = {
  name: { type: 'string' },
  owner: { type: 'string' },
  role: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseRole(raw: string | undefined): WorkspaceRole {
  if (!raw || !(WORKSPACE_ROLES as readonly string[]).includes(raw)) {
    throw new UsageError(`--role must be one of ${WORKSPACE_ROLES.join(', ')}${raw ? `; got "${raw}"` : ''}.`);
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
      if (!first || !values.name || !values.owner) throw new UsageError('create needs <slug>, --name and --owner.');
    } else if (action === 'add') {
      if (!first || !second) throw new UsageError('add needs <slug> and <email>.');
      parseRole(values.role);
    } else if (action === 'list') {
      if (!first) throw new UsageError('list needs the account\'s <email>.');
    } else {
      throw new UsageError(action ? `Unknown workspaces action "${action}".` : 'Say what to do: create, add or list.');
    }

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
      io.out(action === 'create' ? `created ${first} (${result.value.workspaceId})` : `${second} is now ${values.role} in ${first}`);
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
