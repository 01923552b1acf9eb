-- The audit log: append-only, one SHA-256 hash chain per workspace (and one "platform" chain, for
-- events outside any workspace such as account approvals). Each entry's hash covers the previous
-- entry's hash, so changing, removing or reordering an entry breaks every hash after it, which
-- verify_audit_chain() finds. Chains are serialised by locking a per-chain head row.
--
-- workspace_id and actor_id carry no foreign keys on purpose: the trail must outlive the workspaces
-- and users it mentions, and ON DELETE SET NULL would be an UPDATE, which the log refuses.

create table public.audit_log (
  id bigserial primary key,
  workspace_id uuid,
  seq bigint not null,
  actor_id uuid,
  action text not null,
  target text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  prev_hash text,
  hash text not null,
  constraint audit_log_action_format_check
    check (action ~ '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$'),
  constraint audit_log_target_length_check
    check (target is null or char_length(target) <= 500)
);
comment on table public.audit_log is
  'Append-only, hash-chained record of decisions. workspace_id null = platform chain.';

-- One sequence per chain; the nil UUID names the platform chain.
create unique index audit_log_chain_seq_key
  on public.audit_log ((coalesce(workspace_id, '00000000-0000-0000-0000-000000000000'::uuid)), seq);
create index audit_log_workspace_created_idx on public.audit_log (workspace_id, created_at desc);

create table public.audit_chain_heads (
  chain_id uuid primary key,
  last_seq bigint not null,
  last_hash text not null
);
comment on table public.audit_chain_heads is
  'Last entry of each audit chain; its row lock serialises appends, and verify compares against it.';

-- The hash of one entry. The fields go through jsonb's text form, which is canonical (fixed key
-- order, fixed spacing, escaped strings), so no value can be crafted to collide with another split.
create function public.audit_entry_hash(
  p_prev_hash text,
  p_id bigint,
  p_workspace_id uuid,
  p_seq bigint,
  p_actor_id uuid,
  p_action text,
  p_target text,
  p_details jsonb,
  p_created_at timestamptz
) returns text
language sql stable
set search_path = ''
as $$
  select pg_catalog.encode(
    pg_catalog.sha256(pg_catalog.convert_to(
      pg_catalog.jsonb_build_array(
        p_prev_hash, p_id, p_workspace_id, p_seq, p_actor_id, p_action, p_target, p_details,
        pg_catalog.to_char(p_created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
      )::text,
      'UTF8'
    )),
    'hex'
  )
$$;

create function public.audit_log_chain() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  chain uuid := coalesce(new.workspace_id, '00000000-0000-0000-0000-000000000000'::uuid);
  head public.audit_chain_heads%rowtype;
begin
  insert into public.audit_chain_heads (chain_id, last_seq, last_hash)
  values (chain, 0, '')
  on conflict (chain_id) do nothing;
  select * into head from public.audit_chain_heads where chain_id = chain for update;

  -- Whatever the inserter sent, these fields are the log's to set.
  new.seq := head.last_seq + 1;
  new.prev_hash := nullif(head.last_hash, '');
  new.created_at := now();
  new.details := coalesce(new.details, '{}'::jsonb);
  new.hash := public.audit_entry_hash(
    new.prev_hash, new.id, new.workspace_id, new.seq, new.actor_id,
    new.action, new.target, new.details, new.created_at
  );

  update public.audit_chain_heads
  set last_seq = new.seq, last_hash = new.hash
  where chain_id = chain;
  return new;
end
$$;

create trigger audit_log_chain
  before insert on public.audit_log
  for each row execute function public.audit_log_chain();

-- Triggers fire for the table owner and superusers too (only session_replication_role = replica,
-- a superuser setting, skips them) — unlike privileges and RLS.
create function public.audit_log_refuse_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'audit_log is append-only: % is not allowed', tg_op
    using errcode = 'insufficient_privilege',
          hint = 'Record a correcting entry instead.';
end
$$;

create trigger audit_log_refuse_update_delete
  before update or delete on public.audit_log
  for each row execute function public.audit_log_refuse_change();

create trigger audit_log_refuse_truncate
  before truncate on public.audit_log
  for each statement execute function public.audit_log_refuse_change();

create trigger audit_chain_heads_refuse_delete
  before delete on public.audit_chain_heads
  for each row execute function public.audit_log_refuse_change();

create trigger audit_chain_heads_refuse_truncate
  before truncate on public.audit_chain_heads
  for each statement execute function public.audit_log_refuse_change();

-- Trusted callers are server code: the service role, or the owner connection with no API role set.
-- A request running as anon or authenticated is never trusted without a user id.
create function public.is_trusted_caller() returns boolean
language sql stable
set search_path = ''
as $$
  select auth.uid() is null
    and coalesce(nullif(pg_catalog.current_setting('role', true), ''), 'none') not in ('anon', 'authenticated')
$$;

-- The way users write to the log: as themselves (actor = auth.uid()), into a workspace where they
-- may act (owner, operator, reviewer), or into the platform chain when they are administrators.
-- Trusted server code may name the actor (or none, for the system).
create function public.append_audit(
  p_workspace_id uuid,
  p_action text,
  p_target text default null,
  p_details jsonb default '{}'::jsonb,
  p_actor_id uuid default null
) returns bigint
language plpgsql security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  actor uuid := p_actor_id;
  new_id bigint;
begin
  if caller is not null then
    if p_actor_id is not null and p_actor_id <> caller then
      raise exception 'cannot write audit entries on behalf of another user'
        using errcode = 'insufficient_privilege';
    end if;
    actor := caller;
    if p_workspace_id is null then
      if not public.is_platform_admin() then
        raise exception 'only platform administrators write platform audit entries'
          using errcode = 'insufficient_privilege';
      end if;
    elsif not (public.is_workspace_member(p_workspace_id, array['owner', 'operator', 'reviewer'])
               or public.is_platform_admin()) then
      raise exception 'not allowed to write to this workspace''s audit log'
        using errcode = 'insufficient_privilege';
    end if;
  elsif not public.is_trusted_caller() then
    raise exception 'audit entries need a signed-in user' using errcode = 'insufficient_privilege';
  end if;

  insert into public.audit_log (workspace_id, actor_id, action, target, details)
  values (p_workspace_id, actor, p_action, p_target, coalesce(p_details, '{}'::jsonb))
  returning id into new_id;
  return new_id;
end
$$;

-- The first entry where the chain breaks, or no row when it is intact.
-- problem: 'seq_gap' (an entry is missing before this one), 'prev_hash_mismatch' (this entry does
-- not follow the one before it), 'hash_mismatch' (this entry was changed), 'tail_missing' (entries
-- after the last one were removed; entry_id is null, entry_seq is the last seq the head recorded).
create function public.verify_audit_chain(p_workspace_id uuid)
returns table (entry_id bigint, entry_seq bigint, problem text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  chain uuid := coalesce(p_workspace_id, '00000000-0000-0000-0000-000000000000'::uuid);
  entry public.audit_log%rowtype;
  expected_seq bigint := 0;
  previous_hash text := null;
  head public.audit_chain_heads%rowtype;
begin
  if auth.uid() is not null then
    if not (public.is_platform_admin()
            or (p_workspace_id is not null and public.is_workspace_member(p_workspace_id, null))) then
      raise exception 'not allowed to verify this audit log' using errcode = 'insufficient_privilege';
    end if;
  elsif not public.is_trusted_caller() then
    raise exception 'verifying an audit log needs a signed-in user' using errcode = 'insufficient_privilege';
  end if;

  for entry in
    select * from public.audit_log a
    where coalesce(a.workspace_id, '00000000-0000-0000-0000-000000000000'::uuid) = chain
    order by a.seq
  loop
    expected_seq := expected_seq + 1;
    if entry.seq <> expected_seq then
      return query select entry.id, entry.seq, 'seq_gap'::text;
      return;
    end if;
    if entry.prev_hash is distinct from previous_hash then
      return query select entry.id, entry.seq, 'prev_hash_mismatch'::text;
      return;
    end if;
    if entry.hash is distinct from public.audit_entry_hash(
         entry.prev_hash, entry.id, entry.workspace_id, entry.seq, entry.actor_id,
         entry.action, entry.target, entry.details, entry.created_at) then
      return query select entry.id, entry.seq, 'hash_mismatch'::text;
      return;
    end if;
    previous_hash := entry.hash;
  end loop;

  select * into head from public.audit_chain_heads h where h.chain_id = chain;
  if found and (head.last_seq <> expected_seq or head.last_hash <> coalesce(previous_hash, '')) then
    return query select null::bigint, head.last_seq, 'tail_missing'::text;
  end if;
end
$$;

-- Membership changes are audited whoever makes them (owners, server code, cascading deletes).
create function public.audit_workspace_membership() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.audit_log (workspace_id, actor_id, action, target, details)
    values (new.workspace_id, auth.uid(), 'workspace.member_added', new.user_id::text,
            pg_catalog.jsonb_build_object('role', new.role));
  elsif tg_op = 'UPDATE' then
    insert into public.audit_log (workspace_id, actor_id, action, target, details)
    values (new.workspace_id, auth.uid(), 'workspace.member_role_changed', new.user_id::text,
            pg_catalog.jsonb_build_object('from', old.role, 'to', new.role));
  else
    insert into public.audit_log (workspace_id, actor_id, action, target, details)
    values (old.workspace_id, auth.uid(), 'workspace.member_removed', old.user_id::text,
            pg_catalog.jsonb_build_object('role', old.role));
  end if;
  return null;
end
$$;

create trigger workspace_members_audit
  after insert or delete on public.workspace_members
  for each row execute function public.audit_workspace_membership();

create trigger workspace_members_audit_role
  after update of role on public.workspace_members
  for each row
  when (old.role is distinct from new.role)
  execute function public.audit_workspace_membership();

alter table public.audit_log enable row level security;
alter table public.audit_log force row level security;
alter table public.audit_chain_heads enable row level security;
alter table public.audit_chain_heads force row level security;

-- Readable by the workspace's members; the platform chain by administrators. No write policies:
-- users append through append_audit(), which runs as the owner.
create policy audit_log_select_members on public.audit_log
  for select to authenticated
  using (
    (workspace_id is not null and (select public.is_workspace_member(workspace_id, null)))
    or (select public.is_platform_admin())
  );

revoke all on table public.audit_log from anon, authenticated, service_role;
revoke all on table public.audit_chain_heads from anon, authenticated, service_role;
revoke all on sequence public.audit_log_id_seq from anon, authenticated, service_role;
grant select on table public.audit_log to authenticated;
grant select on table public.audit_log to service_role;
grant insert (workspace_id, actor_id, action, target, details) on table public.audit_log to service_role;
grant usage on sequence public.audit_log_id_seq to service_role;
grant select on table public.audit_chain_heads to service_role;

revoke all on function public.audit_entry_hash(text, bigint, uuid, bigint, uuid, text, text, jsonb, timestamptz)
  from public, anon, authenticated, service_role;
grant execute on function public.audit_entry_hash(text, bigint, uuid, bigint, uuid, text, text, jsonb, timestamptz)
  to authenticated, service_role;
revoke all on function public.audit_log_chain() from public, anon, authenticated, service_role;
revoke all on function public.audit_log_refuse_change() from public, anon, authenticated, service_role;
revoke all on function public.audit_workspace_membership() from public, anon, authenticated, service_role;
revoke all on function public.is_trusted_caller() from public, anon, authenticated, service_role;
grant execute on function public.is_trusted_caller() to authenticated, service_role;
revoke all on function public.append_audit(uuid, text, text, jsonb, uuid) from public, anon, authenticated, service_role;
grant execute on function public.append_audit(uuid, text, text, jsonb, uuid) to authenticated, service_role;
revoke all on function public.verify_audit_chain(uuid) from public, anon, authenticated, service_role;
grant execute on function public.verify_audit_chain(uuid) to authenticated, service_role;
