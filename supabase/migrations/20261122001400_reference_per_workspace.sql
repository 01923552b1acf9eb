-- Reference releases belong to a workspace, and a conversion is pinned to the release it ran against
-- (issue 12, docs/decisions/0008-reference-releases-per-workspace.md).
--
-- Before this, reference data was one pool for the installation and every job used "the latest ready
-- release": importing a release changed every workspace's next export of conversions it had already
-- reviewed. Now:
--   * reference.releases.workspace_id names the workspace whose licence the import was made under;
--     null = a shared release a platform administrator published (the demo set, or data licensed for
--     everyone). RLS shows a user the shared releases and those of the workspaces they belong to.
--   * workspace_settings.reference_release_id is the workspace's current release (null = the bundled
--     demo set): what NEW conversions are pinned to. Changing it changes nothing already converted.
--   * conversions.reference_release_id / reference_version_date / reference_sha256 are the pin.
--     Review, overrides and every export of the conversion use exactly that release. A conversion
--     against the bundled demo set has no release id; its hash is that of the bundled files.

-- ---- releases belong to a workspace ----------------------------------------------------------

alter table reference.releases
  add column workspace_id uuid references public.workspaces (id) on delete cascade;
comment on column reference.releases.workspace_id is
  'The workspace whose licence the release was imported under; null = shared, published by a platform administrator.';

-- The same delivery is loaded once per owner: two workspaces may each import their own copy (each
-- brings its own licence, and a skip would tell one that the other has it).
drop index reference.releases_ready_sha256_key;
create unique index releases_ready_sha256_key
  on reference.releases (coalesce(workspace_id, '00000000-0000-0000-0000-000000000000'::uuid), sha256)
  where status = 'ready';
create index releases_workspace_idx on reference.releases (workspace_id);

-- The releases the caller may read: shared ones and their workspaces' own, for an active account.
-- One array per query (the policies wrap the call in a scalar subquery), so a million-row read
-- checks `release_id = any(…)` against it instead of calling a function per row.
create function reference.readable_release_ids() returns integer[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(r.id), '{}'::integer[])
  from reference.releases r
  where reference.caller_is_active()
    and (r.workspace_id is null or public.is_workspace_member(r.workspace_id, null))
$$;
revoke all on function reference.readable_release_ids() from public, anon, authenticated, service_role;
grant execute on function reference.readable_release_ids() to authenticated, service_role;

-- Replace "any active user reads everything" with "… reads the releases above", table by table.
do $$
declare
  t text;
begin
  foreach t in array array[
    'make', 'model', 'base_vehicle', 'submodel', 'vehicle', 'engine_base', 'engine_base2',
    'engine_block', 'engine_config', 'engine_config2', 'vehicle_to_engine_config', 'fuel_type',
    'aspiration', 'attribute_ids', 'parts', 'positions', 'code_master', 'part_position', 'alias',
    'parts_to_alias'
  ] loop
    execute format('drop policy %I on reference.%I', t || '_read_active', t);
    execute format(
      'create policy %I on reference.%I for select to authenticated using (release_id = any ((select reference.readable_release_ids())::integer[]))',
      t || '_read_visible', t);
  end loop;
end
$$;
drop policy releases_read_active on reference.releases;
create policy releases_read_visible on reference.releases
  for select to authenticated
  using (id = any ((select reference.readable_release_ids())::integer[]));

-- A release's rows go with it (there are no foreign keys to releases, see …0600_reference.sql):
-- deleting a workspace deletes its releases, and their licensed rows must not stay behind.
create function reference.delete_release_rows() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  t text;
begin
  foreach t in array array[
    'make', 'model', 'base_vehicle', 'submodel', 'vehicle', 'engine_base', 'engine_base2',
    'engine_block', 'engine_config', 'engine_config2', 'vehicle_to_engine_config', 'fuel_type',
    'aspiration', 'attribute_ids', 'parts', 'positions', 'code_master', 'part_position', 'alias',
    'parts_to_alias'
  ] loop
    execute format('delete from reference.%I where release_id = $1', t) using old.id;
  end loop;
  return null;
end
$$;
revoke all on function reference.delete_release_rows() from public, anon, authenticated, service_role;
create trigger releases_delete_rows
  after delete on reference.releases
  for each row execute function reference.delete_release_rows();

-- Is this release one the workspace may use (ready; shared or its own)? For the checks below.
create function reference.release_usable_by(p_release_id integer, p_workspace_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from reference.releases r
    where r.id = p_release_id and r.status = 'ready'
      and (r.workspace_id is null or r.workspace_id = p_workspace_id)
  )
$$;
revoke all on function reference.release_usable_by(integer, uuid) from public, anon, authenticated, service_role;

-- ---- the workspace's current release ---------------------------------------------------------

alter table public.workspace_settings
  add column reference_release_id integer references reference.releases (id);
comment on column public.workspace_settings.reference_release_id is
  'The release new conversions are pinned to; null = the bundled demo set. Existing conversions keep theirs.';

create function public.workspace_settings_check_release() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.reference_release_id is not null
     and not reference.release_usable_by(new.reference_release_id, new.workspace_id) then
    raise exception 'reference release % is not a ready release of workspace % or a shared one',
      new.reference_release_id, new.workspace_id
      using errcode = 'foreign_key_violation';
  end if;
  return new;
end
$$;
revoke all on function public.workspace_settings_check_release() from public, anon, authenticated, service_role;
create trigger workspace_settings_check_release
  before insert or update of reference_release_id on public.workspace_settings
  for each row execute function public.workspace_settings_check_release();

grant insert (reference_release_id) on table public.workspace_settings to authenticated;
grant update (reference_release_id) on table public.workspace_settings to authenticated;

create or replace function public.audit_workspace_settings() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'workspace.settings_changed', new.workspace_id::text,
    pg_catalog.jsonb_build_object(
      'retention_days', new.retention_days,
      'upload_limit_bytes', new.upload_limit_bytes,
      'workspace_quota_bytes', new.workspace_quota_bytes,
      'notification_email', new.notification_email,
      'reference_release_id', new.reference_release_id));
  return null;
end
$$;

-- ---- conversions are pinned ------------------------------------------------------------------

alter table public.conversions
  add column reference_release_id integer references reference.releases (id),
  add column reference_version_date date,
  add column reference_sha256 text,
  add constraint conversions_reference_sha256_check
    check (reference_sha256 is null or reference_sha256 ~ '^[0-9a-f]{64}$');
comment on column public.conversions.reference_release_id is
  'The release the conversion runs, is reviewed and is exported against; null with a sha256 = the bundled demo set.';
comment on column public.conversions.reference_sha256 is
  'SHA-256 of that release''s delivery (for the demo set: of the bundled files). Null: the demo set, hash not yet recorded (recorded by the first run; conversions finished before pinning keep null).';

-- Conversions made before pinning name their database release in the report ("reference release 7
-- (…)", see lib/db/reference/load-release.ts); the rest ran against the bundled demo set, whose hash
-- the database cannot know: they keep a null pin and are exported against the demo set.
update public.conversions c
set reference_release_id = r.id, reference_version_date = r.version_date, reference_sha256 = r.sha256
from reference.releases r
where c.report -> 'reference' ->> 'source' like 'reference release ' || r.id::text || ' (%';

-- The same file with the same settings is one conversion per release: re-running it against another
-- release is a new conversion, asking again for the same release finds the one that exists.
alter table public.conversions drop constraint conversions_settings_key;
alter table public.conversions add constraint conversions_settings_key
  unique nulls not distinct (workspace_id, upload_sha256, mapping_version, brand, accept_threshold,
                             reference_release_id, reference_sha256);

grant insert (reference_release_id, reference_version_date, reference_sha256) on table public.conversions to authenticated;

-- What the database decides, whoever inserts (as before: the upload's hash, the mapping version),
-- plus the pin: a named release must be usable by the workspace, and its date and hash are copied
-- from it, so nobody can claim one release's identity for another. An insert that names nothing gets
-- the workspace's current release. The bundled demo set has no release id: the application gives its
-- hash (the files are the application's, not the database's), or, when nobody did, the convert job
-- records it when it first runs; an export checks that hash against the bundled files before use.
create or replace function public.conversions_prepare() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  sha text;
  release_date date;
  release_sha text;
begin
  select u.sha256 into sha from public.uploads u
  where u.id = new.upload_id and u.workspace_id = new.workspace_id;
  if sha is null then
    raise exception 'upload % is not in workspace %', new.upload_id, new.workspace_id
      using errcode = 'foreign_key_violation';
  end if;
  new.upload_sha256 := sha;
  new.mapping_version := case
    when new.mapping is null then 'auto'
    else pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(new.mapping::text, 'UTF8')), 'hex')
  end;
  if new.reference_release_id is null and new.reference_sha256 is null then
    select s.reference_release_id into new.reference_release_id
    from public.workspace_settings s where s.workspace_id = new.workspace_id;
  end if;
  if new.reference_release_id is not null then
    if not reference.release_usable_by(new.reference_release_id, new.workspace_id) then
      raise exception 'reference release % is not a ready release of workspace % or a shared one',
        new.reference_release_id, new.workspace_id
        using errcode = 'foreign_key_violation';
    end if;
    select r.version_date, r.sha256 into release_date, release_sha
    from reference.releases r where r.id = new.reference_release_id;
    new.reference_version_date := release_date;
    new.reference_sha256 := release_sha;
  end if;
  return new;
end
$$;

create or replace function public.audit_conversion_started() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'conversion.started', new.id::text,
    pg_catalog.jsonb_build_object('upload_id', new.upload_id, 'brand', new.brand,
      'mapping_version', new.mapping_version, 'accept_threshold', new.accept_threshold,
      'reference_release_id', new.reference_release_id, 'reference_sha256', new.reference_sha256),
    new.created_by);
  return null;
end
$$;
