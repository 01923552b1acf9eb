-- Manual approval: administrators (or trusted server code such as the CLI) change an account's
-- status; every change is written to the platform audit chain in the same transaction, and the
-- first approval gives the user a personal workspace they own.

-- Idempotent: returns the user's personal workspace, creating it when missing. Internal; reached
-- through set_account_status() or by trusted server code.
create function public.ensure_personal_workspace(p_user_id uuid) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  account public.users%rowtype;
  existing uuid;
  base text;
  candidate text;
  new_id uuid;
begin
  select * into account from public.users where id = p_user_id;
  if not found then
    raise exception 'no account with id %', p_user_id using errcode = 'no_data_found';
  end if;
  select w.id into existing from public.workspaces w where w.created_by = p_user_id and w.personal;
  if found then
    return existing;
  end if;

  -- Slug from the username (or the email's local part), with a short random suffix for uniqueness.
  base := pg_catalog.lower(coalesce(account.username, pg_catalog.split_part(account.email, '@', 1), 'workspace'));
  base := pg_catalog.btrim(pg_catalog.regexp_replace(base, '[^a-z0-9]+', '-', 'g'), '-');
  base := pg_catalog.left(coalesce(nullif(base, ''), 'workspace'), 40);
  loop
    candidate := base || '-' || pg_catalog.substr(pg_catalog.md5(pg_catalog.random()::text), 1, 6);
    exit when not exists (select 1 from public.workspaces w where w.slug = candidate);
  end loop;

  insert into public.workspaces (name, slug, personal, created_by)
  values (coalesce(account.username, pg_catalog.split_part(account.email, '@', 1), 'Personal'), candidate, true, p_user_id)
  returning id into new_id;
  insert into public.workspace_members (workspace_id, user_id, role) values (new_id, p_user_id, 'owner');
  perform public.append_audit(new_id, 'workspace.created', new_id::text,
    pg_catalog.jsonb_build_object('slug', candidate, 'personal', true, 'owner', p_user_id));
  return new_id;
end
$$;

create function public.set_account_status(p_user_id uuid, p_status text, p_reason text default null)
returns public.users
language plpgsql security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  previous public.users%rowtype;
  updated public.users%rowtype;
  becomes_active boolean;
begin
  if caller is not null then
    if not public.is_platform_admin() then
      raise exception 'only platform administrators change account status'
        using errcode = 'insufficient_privilege';
    end if;
    if caller = p_user_id then
      raise exception 'administrators cannot change their own account status'
        using errcode = 'insufficient_privilege';
    end if;
  elsif not public.is_trusted_caller() then
    raise exception 'changing account status needs a signed-in administrator'
      using errcode = 'insufficient_privilege';
  end if;
  if p_status is null or p_status not in ('pending_review', 'active', 'suspended') then
    raise exception 'unknown account status: %', coalesce(p_status, 'null')
      using errcode = 'invalid_parameter_value';
  end if;

  select * into previous from public.users where id = p_user_id for update;
  if not found then
    raise exception 'no account with id %', p_user_id using errcode = 'no_data_found';
  end if;
  becomes_active := p_status = 'active' and previous.account_status <> 'active';

  update public.users
  set account_status = p_status,
      status_reason = p_reason,
      status_changed_at = case when previous.account_status <> p_status then now() else status_changed_at end,
      approved_by = case when becomes_active then caller else approved_by end,
      approved_at = case when becomes_active then now() else approved_at end
  where id = p_user_id
  returning * into updated;

  if previous.account_status <> p_status then
    perform public.append_audit(
      null,
      case p_status
        when 'active' then 'account.approved'
        when 'suspended' then 'account.suspended'
        else 'account.returned_to_review'
      end,
      p_user_id::text,
      pg_catalog.jsonb_build_object('from', previous.account_status, 'to', p_status, 'reason', p_reason)
    );
  end if;
  if becomes_active then
    perform public.ensure_personal_workspace(p_user_id);
  end if;
  return updated;
end
$$;

create function public.set_platform_admin(p_user_id uuid, p_is_admin boolean) returns public.users
language plpgsql security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  previous public.users%rowtype;
  updated public.users%rowtype;
begin
  if caller is not null then
    if not public.is_platform_admin() then
      raise exception 'only platform administrators grant administration'
        using errcode = 'insufficient_privilege';
    end if;
    if caller = p_user_id then
      raise exception 'administrators cannot change their own administrator flag'
        using errcode = 'insufficient_privilege';
    end if;
  elsif not public.is_trusted_caller() then
    raise exception 'granting administration needs a signed-in administrator'
      using errcode = 'insufficient_privilege';
  end if;

  select * into previous from public.users where id = p_user_id for update;
  if not found then
    raise exception 'no account with id %', p_user_id using errcode = 'no_data_found';
  end if;
  update public.users set is_admin = coalesce(p_is_admin, false) where id = p_user_id returning * into updated;
  if previous.is_admin <> updated.is_admin then
    perform public.append_audit(
      null,
      case when updated.is_admin then 'account.admin_granted' else 'account.admin_revoked' end,
      p_user_id::text,
      '{}'::jsonb
    );
  end if;
  return updated;
end
$$;

revoke all on function public.ensure_personal_workspace(uuid) from public, anon, authenticated, service_role;
grant execute on function public.ensure_personal_workspace(uuid) to service_role;
revoke all on function public.set_account_status(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.set_account_status(uuid, text, text) to authenticated, service_role;
revoke all on function public.set_platform_admin(uuid, boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_platform_admin(uuid, boolean) to authenticated, service_role;
