-- What a workspace's owners see on its security page (issue 6, point 7): access denials written to
-- the workspace's audit chain, the sign-ins of its members, and who the audit log's actors are.
--
-- append_audit() lets only owners, operators and reviewers write to a workspace's chain, and a
-- viewer is exactly who gets refused most: record_access_denial() is the one narrow way any member
-- writes, and only the entry 'access.denied' about themselves, for an action their role really
-- does not allow (so nobody can fill another member's name or a made-up refusal into the trail).

create function public.record_access_denial(p_workspace_id uuid, p_action text) returns bigint
language plpgsql security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  member_role text;
  -- Mirror of WORKSPACE_PERMISSIONS in lib/workspace-data/roles.ts.
  allowed text[] := case p_action
    when 'read' then array['owner', 'operator', 'reviewer', 'viewer']
    when 'upload' then array['owner', 'operator']
    when 'convert' then array['owner', 'operator']
    when 'export' then array['owner', 'operator']
    when 'review' then array['owner', 'reviewer']
    when 'manage' then array['owner']
  end;
  recent integer;
  new_id bigint;
begin
  if caller is null then
    raise exception 'access denials are recorded for signed-in users' using errcode = 'insufficient_privilege';
  end if;
  select m.role into member_role
  from public.workspace_members m
  join public.users u on u.id = m.user_id
  where m.workspace_id = p_workspace_id and m.user_id = caller and u.account_status = 'active';
  if member_role is null then
    -- Outsiders are told "not found" by the app; their attempts name no chain they could see.
    raise exception 'not a member of this workspace' using errcode = 'insufficient_privilege';
  end if;
  if allowed is null then
    raise exception 'unknown workspace action %', p_action using errcode = 'invalid_parameter_value';
  end if;
  if member_role = any (allowed) then
    raise exception 'role % may %: that is not a denial', member_role, p_action using errcode = 'invalid_parameter_value';
  end if;

  -- A member hammering a refused action (or calling this function in a loop) must not bury the
  -- log: past 30 denials a minute per member the rest are not written (null is returned).
  select pg_catalog.count(*) into recent
  from public.audit_log a
  where a.workspace_id = p_workspace_id and a.action = 'access.denied' and a.actor_id = caller
    and a.created_at > pg_catalog.now() - interval '1 minute';
  if recent >= 30 then
    return null;
  end if;

  insert into public.audit_log (workspace_id, actor_id, action, target, details)
  values (p_workspace_id, caller, 'access.denied', p_action,
          pg_catalog.jsonb_build_object('action', p_action, 'role', member_role))
  returning id into new_id;
  return new_id;
end
$$;

create index audit_log_access_denied_idx on public.audit_log (workspace_id, created_at desc)
  where action = 'access.denied';

-- Caller guard shared by the two readers below: the workspace's owners, or trusted server code.
create function public.is_workspace_owner_or_trusted(p_workspace_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select case
    when auth.uid() is not null then public.is_workspace_member(p_workspace_id, array['owner'])
    else public.is_trusted_caller()
  end
$$;

-- Sign-in attempts of the workspace's current members (newest first). sign_in_attempts keeps only
-- the SHA-256 of the lower-cased e-mail (lib/db/sign-in-attempts.ts), so members are matched by
-- hashing their e-mail the same way; attempts for addresses of non-members stay invisible.
create function public.workspace_member_sign_ins(p_workspace_id uuid, p_days integer default 30, p_limit integer default 200)
returns table (user_id uuid, email text, username text, role text, attempted_at timestamptz, succeeded boolean)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.is_workspace_owner_or_trusted(p_workspace_id) then
    raise exception 'only owners see the sign-ins of a workspace''s members' using errcode = 'insufficient_privilege';
  end if;
  return query
    select m.user_id, u.email, u.username, m.role, a.attempted_at, a.succeeded
    from public.workspace_members m
    join public.users u on u.id = m.user_id
    join public.sign_in_attempts a
      on a.email_hash = pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.lower(pg_catalog.btrim(u.email)), 'UTF8')), 'hex')
    where m.workspace_id = p_workspace_id
      and u.email is not null
      and a.attempted_at > pg_catalog.now() - pg_catalog.make_interval(days => greatest(1, least(p_days, 365)))
    order by a.attempted_at desc, a.id desc
    limit greatest(1, least(p_limit, 1000));
end
$$;

-- Names for the audit log's actor ids: current members and anyone who ever acted in this
-- workspace's chain (a former member's entries still need a name). public.users is otherwise
-- readable only by its own user and administrators.
create function public.workspace_audit_actors(p_workspace_id uuid)
returns table (user_id uuid, email text, username text)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.is_workspace_owner_or_trusted(p_workspace_id) then
    raise exception 'only owners see who acted in a workspace' using errcode = 'insufficient_privilege';
  end if;
  return query
    select u.id, u.email, u.username
    from public.users u
    where u.id in (
      select m.user_id from public.workspace_members m where m.workspace_id = p_workspace_id
      union
      select distinct a.actor_id from public.audit_log a where a.workspace_id = p_workspace_id and a.actor_id is not null
    );
end
$$;

revoke all on function public.record_access_denial(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.record_access_denial(uuid, text) to authenticated;
revoke all on function public.is_workspace_owner_or_trusted(uuid) from public, anon, authenticated, service_role;
grant execute on function public.is_workspace_owner_or_trusted(uuid) to authenticated, service_role;
revoke all on function public.workspace_member_sign_ins(uuid, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.workspace_member_sign_ins(uuid, integer, integer) to authenticated, service_role;
revoke all on function public.workspace_audit_actors(uuid) from public, anon, authenticated, service_role;
grant execute on function public.workspace_audit_actors(uuid) to authenticated, service_role;
