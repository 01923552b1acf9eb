-- Reference data: Auto Care VCdb / PCdb releases imported from their ASCII deliveries
-- (`partsmith reference import`, lib/db/reference/). Each import is a row in reference.releases; every
-- data row carries its release_id, so releases live side by side and a conversion can name the one it
-- used. Only the columns the engine reads (lib/catalog/reference/tables.ts) are kept.
--
-- Licensed data: readable by signed-in users whose account is active and by server code; written only
-- by server code (service_role). anon has no privilege on the schema at all.
--
-- Every data table's primary key starts with release_id: the per-release reads (the loader pages
-- through a release in key order) are index range scans. No secondary indexes and no foreign keys to
-- releases, on purpose: the engine reads a release whole into memory, and each extra index or
-- per-row referential check costs a large import dearly (two lookup indexes on Vehicle/BaseVehicle took
-- a 1.5M-row import from 5.5 to 8.1 CPU seconds). Rows are only ever written by the importer, in the
-- transaction that creates their release. Plain Postgres 15–18 features only (runs on PGlite).

create schema reference;
comment on schema reference is 'Licensed Auto Care reference data (VCdb, PCdb), one set of rows per imported release.';

create table reference.releases (
  id integer generated always as identity primary key,
  source text not null,
  version_date date,
  sha256 text not null,
  demo boolean not null default false,
  status text not null default 'loading',
  row_counts jsonb not null default '{}'::jsonb,
  error text,
  imported_by text,
  imported_at timestamptz not null default now(),
  constraint releases_sha256_check check (sha256 ~ '^[0-9a-f]{64}$'),
  constraint releases_status_check check (status in ('loading', 'ready', 'failed')),
  constraint releases_source_length_check check (char_length(source) between 1 and 500),
  constraint releases_row_counts_check check (jsonb_typeof(row_counts) = 'object')
);
comment on table reference.releases is
  'One import of an Auto Care ASCII delivery. Rows appear committed as ready (the import is one transaction) or as failed (a record of the attempt, without data).';
comment on column reference.releases.sha256 is
  'SHA-256 of the delivery: of the zip''s bytes, or for a folder of the lines "<path>\0<sha256 of file>\n" of its table files sorted by path.';
comment on column reference.releases.row_counts is
  'Rows imported per delivery table, keyed by the table name as the delivery spells it (the Version table''s date and demo flag are kept in version_date and demo).';
comment on column reference.releases.imported_by is 'Who imported it: a user id, or what ran the import (e.g. "cli: user@host").';

-- The same delivery is loaded once; failed attempts may repeat.
create unique index releases_ready_sha256_key on reference.releases (sha256) where status = 'ready';

-- VCdb
create table reference.make (
  release_id integer not null,
  make_id integer not null,
  make_name text not null,
  primary key (release_id, make_id)
);
create table reference.model (
  release_id integer not null,
  model_id integer not null,
  model_name text not null,
  vehicle_type_id integer,
  primary key (release_id, model_id)
);
create table reference.base_vehicle (
  release_id integer not null,
  base_vehicle_id integer not null,
  year_id integer not null,
  make_id integer not null,
  model_id integer not null,
  primary key (release_id, base_vehicle_id)
);
create table reference.submodel (
  release_id integer not null,
  submodel_id integer not null,
  submodel_name text not null,
  primary key (release_id, submodel_id)
);
create table reference.vehicle (
  release_id integer not null,
  vehicle_id integer not null,
  base_vehicle_id integer not null,
  submodel_id integer,
  primary key (release_id, vehicle_id)
);
create table reference.engine_base (
  release_id integer not null,
  engine_base_id integer not null,
  liter numeric,
  cc numeric,
  cid numeric,
  cylinders numeric,
  block_type text,
  primary key (release_id, engine_base_id)
);
-- Newer VCdb releases split EngineBase into EngineBase2 (IDs) and EngineBlock (displacement, cylinders).
create table reference.engine_base2 (
  release_id integer not null,
  engine_base_id integer not null,
  engine_block_id integer not null,
  primary key (release_id, engine_base_id)
);
create table reference.engine_block (
  release_id integer not null,
  engine_block_id integer not null,
  liter numeric,
  cc numeric,
  cid numeric,
  cylinders numeric,
  block_type text,
  primary key (release_id, engine_block_id)
);
create table reference.engine_config (
  release_id integer not null,
  engine_config_id integer not null,
  engine_base_id integer not null,
  fuel_type_id integer,
  aspiration_id integer,
  primary key (release_id, engine_config_id)
);
create table reference.engine_config2 (
  release_id integer not null,
  engine_config_id integer not null,
  engine_base_id integer not null,
  fuel_type_id integer,
  aspiration_id integer,
  primary key (release_id, engine_config_id)
);
-- Link tables have no key of their own the engine needs: rows are numbered in delivery order.
create table reference.vehicle_to_engine_config (
  release_id integer not null,
  row_no integer not null,
  vehicle_id integer not null,
  engine_config_id integer not null,
  primary key (release_id, row_no)
);
create table reference.fuel_type (
  release_id integer not null,
  fuel_type_id integer not null,
  fuel_type_name text not null,
  primary key (release_id, fuel_type_id)
);
create table reference.aspiration (
  release_id integer not null,
  aspiration_id integer not null,
  aspiration_name text not null,
  primary key (release_id, aspiration_id)
);
-- The other VCdb attribute tables (CylinderHeadType, DriveType, Region, …): the engine only checks
-- that an ID exists, so their IDs share one table.
create table reference.attribute_ids (
  release_id integer not null,
  table_name text not null,
  id integer not null,
  primary key (release_id, table_name, id)
);

-- PCdb
create table reference.parts (
  release_id integer not null,
  part_terminology_id integer not null,
  part_terminology_name text not null,
  primary key (release_id, part_terminology_id)
);
create table reference.positions (
  release_id integer not null,
  position_id integer not null,
  position text not null,
  primary key (release_id, position_id)
);
create table reference.code_master (
  release_id integer not null,
  row_no integer not null,
  part_terminology_id integer not null,
  position_id integer not null,
  primary key (release_id, row_no)
);
create table reference.part_position (
  release_id integer not null,
  row_no integer not null,
  part_terminology_id integer not null,
  position_id integer not null,
  primary key (release_id, row_no)
);
create table reference.alias (
  release_id integer not null,
  alias_id integer not null,
  alias_name text not null,
  primary key (release_id, alias_id)
);
create table reference.parts_to_alias (
  release_id integer not null,
  row_no integer not null,
  part_terminology_id integer not null,
  alias_id integer not null,
  primary key (release_id, row_no)
);

-- RLS helper: is the caller a signed-in user whose account is active? SECURITY DEFINER so it can read
-- public.users whatever the caller may see of it.
create function reference.caller_is_active() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.users u
    where u.id = auth.uid() and u.account_status = 'active'
  )
$$;

-- Fresh planner statistics after an import, so per-release reads use the primary keys at once.
-- PGlite runs no autovacuum, and only a table's owner may ANALYZE it before Postgres 17: hence
-- SECURITY DEFINER (the owner is the migration role).
create function reference.refresh_statistics() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  analyze reference.releases, reference.make, reference.model, reference.base_vehicle, reference.submodel,
    reference.vehicle, reference.engine_base, reference.engine_base2, reference.engine_block,
    reference.engine_config, reference.engine_config2, reference.vehicle_to_engine_config,
    reference.fuel_type, reference.aspiration, reference.attribute_ids, reference.parts,
    reference.positions, reference.code_master, reference.part_position, reference.alias,
    reference.parts_to_alias;
end
$$;

revoke all on schema reference from public, anon, authenticated, service_role;
grant usage on schema reference to authenticated, service_role;
revoke all on function reference.caller_is_active() from public, anon, authenticated, service_role;
grant execute on function reference.caller_is_active() to authenticated, service_role;
revoke all on function reference.refresh_statistics() from public, anon, authenticated, service_role;
grant execute on function reference.refresh_statistics() to service_role;

-- Every table alike: RLS forced; active users read (the helper is evaluated once per query, not per
-- row); only service_role writes. Supabase's default privileges are revoked first.
do $$
declare
  t text;
begin
  foreach t in array array[
    'releases', 'make', 'model', 'base_vehicle', 'submodel', 'vehicle', 'engine_base', 'engine_base2',
    'engine_block', 'engine_config', 'engine_config2', 'vehicle_to_engine_config', 'fuel_type',
    'aspiration', 'attribute_ids', 'parts', 'positions', 'code_master', 'part_position', 'alias',
    'parts_to_alias'
  ] loop
    execute format('alter table reference.%I enable row level security', t);
    execute format('alter table reference.%I force row level security', t);
    execute format(
      'create policy %I on reference.%I for select to authenticated using ((select reference.caller_is_active()))',
      t || '_read_active', t);
    execute format('revoke all on table reference.%I from public, anon, authenticated, service_role', t);
    execute format('grant select on table reference.%I to authenticated', t);
    execute format('grant select, insert, update, delete on table reference.%I to service_role', t);
  end loop;
end
$$;
