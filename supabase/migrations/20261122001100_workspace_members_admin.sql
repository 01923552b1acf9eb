-- Settings → Members and Workspace: what owners need to manage a team from the browser.
--
-- * Members see each other's e-mail and username. public.users is readable only by its own user
--   (and platform administrators), so a security-definer function lists exactly one workspace's
--   members, and only to its own active members.
-- * Owners add members by e-mail. Looking an account up by e-mail is not something users may do,
--   so the lookup and the insert are one function, for owners only, and only active accounts are
--   found (one answer for "no account" and "not active": the e-mail is not confirmed either way).
-- * A workspace always keeps an active owner: removing or demoting the last one is refused, here
--   rather than in the app, so the CLI, the API and the browser all obey it.
-- * Renaming a workspace is audited like its other changes.

create function public.list_workspace_members(p_workspace_id uuid)
returns table (user_id uuid, email text, username text, role text, account_status text, joined_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select m.user_id, u.email, u.username, m.role, u.account_status, m.created_at
  from public.workspace_members m
  join public.users u on u.id = m.user_id
  where m.workspace_id = p_workspace_id
    and public.is_workspace_member(p_workspace_id, null)
  order by m.created_at, u.email
$$;

create function public.add_workspace_member_by_email(p_workspace_id uuid, p_email text, p_role text)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  found_id uuid;
begin
  if not public.is_workspace_member(p_workspace_id, array['owner']) then
    raise exception 'only owners can add members' using errcode = 'insufficient_privilege';
  end if;
  select u.id into found_id
  from public.users u
  where lower(u.email) = lower(btrim(p_email)) and u.account_status = 'active'
  order by u.created_at
  limit 1;
  if found_id is null then
    raise exception 'no active account uses this e-mail address' using errcode = 'no_data_found';
  end if;
  if exists (select 1 from public.workspace_members m where m.workspace_id = p_workspace_id and m.user_id = found_id) then
    raise exception 'this account is already a member' using errcode = 'unique_violation', constraint = 'workspace_members_pkey';
  end if;
  -- The membership trigger audits this with the caller (auth.uid()) as the actor.
  insert into public.workspace_members (workspace_id, user_id, role) values (p_workspace_id, found_id, p_role);
  return found_id;
end
$$;

create function public.workspace_members_keep_an_owner() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  -- What a BEFORE trigger returns to let the change through.
  proceed public.workspace_members := case when tg_op = 'DELETE' then old else new end;
begin
  if old.role <> 'owner' or (tg_op = 'UPDATE' and new.role = 'owner') then
    return proceed;
  end if;
  -- The workspace or the account itself is being deleted: its member rows go with it.
  if not exists (select 1 from public.workspaces w where w.id = old.workspace_id)
     or not exists (select 1 from public.users u where u.id = old.user_id) then
    return proceed;
  end if;
  -- One membership change per workspace at a time, so two owners demoting each other at once
  -- cannot both see the other as the remaining owner.
  perform 1 from public.workspaces w where w.id = old.workspace_id for update;
  if not exists (
    select 1
    from public.workspace_members m
    join public.users u on u.id = m.user_id
    where m.workspace_id = old.workspace_id
      and m.user_id <> old.user_id
      and m.role = 'owner'
      and u.account_status = 'active'
  ) then
    raise exception 'a workspace needs at least one active owner'
      using errcode = 'check_violation',
            constraint = 'workspace_members_last_owner',
            hint = 'Make another active member an owner first.';
  end if;
  return proceed;
end
$$;

create trigger workspace_members_keep_an_owner
  before update of role or delete on public.workspace_members
  for each row execute function public.workspace_members_keep_an_owner();

create function public.audit_workspace_renamed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.audit_log (workspace_id, actor_id, action, target, details)
  values (new.id, auth.uid(), 'workspace.renamed', new.id::text,
          pg_catalog.jsonb_build_object('from', old.name, 'to', new.name));
  return null;
end
$$;

create trigger workspaces_audit_rename
  after update of name on public.workspaces
  for each row
  when (old.name is distinct from new.name)
  execute function public.audit_workspace_renamed();

revoke all on function public.list_workspace_members(uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_workspace_members(uuid) to authenticated;
revoke all on function public.add_workspace_member_by_email(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.add_workspace_member_by_email(uuid, text, text) to authenticated;
revoke all on function public.workspace_members_keep_an_owner() from public, anon, authenticated, service_role;
revoke all on function public.audit_workspace_renamed() from public, anon, authenticated, service_role;
