-- Workspaces and their members. All work (uploads, mappings, reviews, exports) belongs to a
-- workspace; members hold one role each: owner (manages members), operator (runs conversions),
-- reviewer (decides flagged records), viewer (reads).

create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null,
  personal boolean not null default false,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint workspaces_slug_key unique (slug),
  constraint workspaces_name_length_check check (char_length(btrim(name)) between 1 and 100),
  constraint workspaces_slug_format_check check (slug ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$')
);
comment on column public.workspaces.personal is 'Created for its owner on account approval.';

-- At most one personal workspace per user, so approving twice cannot create a second.
create unique index workspaces_personal_owner_key on public.workspaces (created_by) where personal;

create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  role text not null,
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id),
  constraint workspace_members_role_check check (role in ('owner', 'operator', 'reviewer', 'viewer'))
);
create index workspace_members_user_idx on public.workspace_members (user_id);

-- RLS helper: is the caller an active member of the workspace (with one of these roles, when
-- given)? Suspended accounts are members of nothing, whatever their session says.
create function public.is_workspace_member(p_workspace_id uuid, p_roles text[] default null)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.workspace_members m
    join public.users u on u.id = m.user_id
    where m.workspace_id = p_workspace_id
      and m.user_id = auth.uid()
      and u.account_status = 'active'
      and (p_roles is null or m.role = any (p_roles))
  )
$$;

-- Creating a workspace makes the caller its owner in the same step: a policy alone could not let
-- a user insert the first member row of a workspace nobody owns yet.
create function public.create_workspace(p_name text, p_slug text) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  new_id uuid;
begin
  if caller is null
     or not exists (select 1 from public.users u where u.id = caller and u.account_status = 'active') then
    raise exception 'only active accounts can create workspaces' using errcode = 'insufficient_privilege';
  end if;
  insert into public.workspaces (name, slug, created_by)
  values (btrim(p_name), p_slug, caller)
  returning id into new_id;
  insert into public.workspace_members (workspace_id, user_id, role) values (new_id, caller, 'owner');
  perform public.append_audit(new_id, 'workspace.created', new_id::text,
    pg_catalog.jsonb_build_object('name', btrim(p_name), 'slug', p_slug));
  return new_id;
end
$$;

alter table public.workspaces enable row level security;
alter table public.workspaces force row level security;
alter table public.workspace_members enable row level security;
alter table public.workspace_members force row level security;

create policy workspaces_select_members on public.workspaces
  for select to authenticated
  using ((select public.is_workspace_member(id, null)) or (select public.is_platform_admin()));

create policy workspaces_update_owners on public.workspaces
  for update to authenticated
  using ((select public.is_workspace_member(id, array['owner'])))
  with check ((select public.is_workspace_member(id, array['owner'])));

create policy workspaces_delete_owners on public.workspaces
  for delete to authenticated
  using ((select public.is_workspace_member(id, array['owner'])));

create policy workspace_members_select_members on public.workspace_members
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)) or (select public.is_platform_admin()));

create policy workspace_members_insert_owners on public.workspace_members
  for insert to authenticated
  with check ((select public.is_workspace_member(workspace_id, array['owner'])));

create policy workspace_members_update_owners on public.workspace_members
  for update to authenticated
  using ((select public.is_workspace_member(workspace_id, array['owner'])))
  with check ((select public.is_workspace_member(workspace_id, array['owner'])));

-- Owners remove members; anyone may leave.
create policy workspace_members_delete_owners_or_self on public.workspace_members
  for delete to authenticated
  using (
    user_id = (select auth.uid())
    or (select public.is_workspace_member(workspace_id, array['owner']))
  );

revoke all on table public.workspaces from anon, authenticated, service_role;
revoke all on table public.workspace_members from anon, authenticated, service_role;
grant select, delete on table public.workspaces to authenticated;
grant update (name) on table public.workspaces to authenticated;
grant select, insert, delete on table public.workspace_members to authenticated;
grant update (role) on table public.workspace_members to authenticated;
grant select, insert, update, delete on table public.workspaces to service_role;
grant select, insert, update, delete on table public.workspace_members to service_role;

revoke all on function public.is_workspace_member(uuid, text[]) from public, anon, authenticated, service_role;
grant execute on function public.is_workspace_member(uuid, text[]) to anon, authenticated, service_role;
revoke all on function public.create_workspace(text, text) from public, anon, authenticated, service_role;
grant execute on function public.create_workspace(text, text) to authenticated;
