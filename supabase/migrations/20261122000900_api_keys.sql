-- Workspace API keys for connectors (REST API v1). The secret is shown once; only its SHA-256 is
-- kept, and users cannot read even that back (column privileges). A key acts as the owner who made
-- it, within its scopes: the API runs its queries as that user, so RLS and a role change or
-- suspension apply to the key at once. Owners create, list and revoke keys; revoking is final.

create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null,
  prefix text not null,
  key_hash text not null,
  scopes text[] not null,
  created_by uuid not null default auth.uid() references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  last_used_at timestamptz,
  constraint api_keys_prefix_key unique (prefix),
  constraint api_keys_name_check check (char_length(btrim(name)) between 1 and 100),
  constraint api_keys_prefix_check check (prefix ~ '^[a-z0-9]{12}$'),
  constraint api_keys_key_hash_check check (key_hash ~ '^[0-9a-f]{64}$'),
  constraint api_keys_scopes_check check (
    cardinality(scopes) >= 1
    and scopes <@ array['uploads:write', 'jobs:read', 'jobs:write', 'exports:read', 'exports:write']::text[]
  )
);
comment on table public.api_keys is 'Connector keys: psk_<prefix>_<secret>; only the SHA-256 of the whole key is stored.';
create index api_keys_workspace_idx on public.api_keys (workspace_id, created_at desc);

create function public.audit_api_key_created() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'api_key.created', new.id::text,
    pg_catalog.jsonb_build_object('name', new.name, 'prefix', new.prefix, 'scopes', pg_catalog.to_jsonb(new.scopes)),
    new.created_by);
  return null;
end
$$;

create trigger api_keys_audit
  after insert on public.api_keys
  for each row execute function public.audit_api_key_created();

-- Revoking is one-way, so it is a function rather than an UPDATE privilege (which would let a key
-- be un-revoked). Owners of the key's workspace, or trusted server code.
create function public.revoke_api_key(p_key_id uuid) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  ws uuid;
begin
  select k.workspace_id into ws from public.api_keys k where k.id = p_key_id;
  if ws is null then
    return false;
  end if;
  if auth.uid() is not null then
    if not public.is_workspace_member(ws, array['owner']) then
      raise exception 'only owners can revoke API keys' using errcode = 'insufficient_privilege';
    end if;
  elsif not public.is_trusted_caller() then
    raise exception 'revoking an API key needs a signed-in user' using errcode = 'insufficient_privilege';
  end if;
  update public.api_keys set revoked_at = now() where id = p_key_id and revoked_at is null;
  if not found then
    return false;
  end if;
  perform public.audit_catalog_event(ws, 'api_key.revoked', p_key_id::text, '{}'::jsonb);
  return true;
end
$$;

alter table public.api_keys enable row level security;
alter table public.api_keys force row level security;

create policy api_keys_select_owners on public.api_keys
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, array['owner'])));
create policy api_keys_insert_owners on public.api_keys
  for insert to authenticated
  with check ((select public.is_workspace_member(workspace_id, array['owner'])) and created_by = (select auth.uid()));

revoke all on table public.api_keys from anon, authenticated, service_role;
grant select (id, workspace_id, name, prefix, scopes, created_by, created_at, revoked_at, last_used_at)
  on table public.api_keys to authenticated;
grant insert (workspace_id, name, prefix, key_hash, scopes) on table public.api_keys to authenticated;
grant select on table public.api_keys to service_role;
grant update (last_used_at) on table public.api_keys to service_role;

revoke all on function public.audit_api_key_created() from public, anon, authenticated, service_role;
revoke all on function public.revoke_api_key(uuid) from public, anon, authenticated, service_role;
grant execute on function public.revoke_api_key(uuid) to authenticated, service_role;
