-- Catalog work inside a workspace: settings, uploads, saved mappings, batches, conversions and the
-- review queue of their held rows. Exports, API keys and notifications follow in 0800 and 0900.
--
-- Who may do what (issue 6, point 10): every member reads; owner and operator upload, convert and
-- export; owner and reviewer decide held rows; the owner manages settings and API keys; viewers
-- only read; another workspace sees nothing. Rows written by jobs (progress, results, staged rows)
-- are written by server code as service_role. Upload rows are written by server code only, after
-- it has received the bytes: blobs are content-addressed, so a user who could insert an upload row
-- naming any SHA-256 could read a file they never had (the fingerprint travels in evidence bundles).
--
-- Privileges: revoke first, then grant exactly what is meant (Supabase grants everything by default).

-- The audit entry for a catalog event, written by the triggers below. Like the membership trigger in
-- 0200 it inserts directly (SECURITY DEFINER), so server code and users are recorded the same way;
-- the actor is the signed-in user, or the one server code names.
create function public.audit_catalog_event(
  p_workspace_id uuid,
  p_action text,
  p_target text,
  p_details jsonb,
  p_actor_id uuid default null
) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.audit_log (workspace_id, actor_id, action, target, details)
  values (p_workspace_id, coalesce(auth.uid(), p_actor_id), p_action, p_target, coalesce(p_details, '{}'::jsonb));
end
$$;

-- ---- workspace settings ----------------------------------------------------------------------
-- One row per workspace once an owner saves settings; until then the defaults apply (readers
-- coalesce), so creating a workspace needs no second insert.

create table public.workspace_settings (
  workspace_id uuid primary key references public.workspaces (id) on delete cascade,
  retention_days integer not null default 90,
  upload_limit_bytes bigint not null default 209715200,
  workspace_quota_bytes bigint,
  notification_email text,
  updated_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  constraint workspace_settings_retention_days_check check (retention_days between 1 and 3650),
  constraint workspace_settings_upload_limit_bytes_check
    check (upload_limit_bytes between 1 and 10737418240),
  constraint workspace_settings_workspace_quota_bytes_check
    check (workspace_quota_bytes is null or workspace_quota_bytes > 0),
  constraint workspace_settings_notification_email_check
    check (notification_email is null
           or (char_length(notification_email) <= 320 and notification_email ~ '^[^@\s]+@[^@\s]+$'))
);
comment on table public.workspace_settings is
  'Per-workspace settings; a missing row means the defaults (90 days, 200 MB per file, no quota, no e-mail).';
comment on column public.workspace_settings.upload_limit_bytes is 'Largest file one upload may have (default 200 MB = 200 MiB).';
comment on column public.workspace_settings.workspace_quota_bytes is 'Total bytes of unpurged uploads the workspace may hold; null = no limit.';

create function public.workspace_settings_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := coalesce(auth.uid(), new.updated_by);
  return new;
end
$$;

create trigger workspace_settings_stamp
  before insert or update on public.workspace_settings
  for each row execute function public.workspace_settings_stamp();

create function public.audit_workspace_settings() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'workspace.settings_changed', new.workspace_id::text,
    pg_catalog.jsonb_build_object(
      'retention_days', new.retention_days,
      'upload_limit_bytes', new.upload_limit_bytes,
      'workspace_quota_bytes', new.workspace_quota_bytes,
      'notification_email', new.notification_email));
  return null;
end
$$;

create trigger workspace_settings_audit
  after insert or update on public.workspace_settings
  for each row execute function public.audit_workspace_settings();

-- ---- uploads ---------------------------------------------------------------------------------

create table public.uploads (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  sha256 text not null,
  bytes bigint not null,
  file_name text not null,
  format text,
  encoding text,
  delimiter text,
  storage_key text not null,
  uploaded_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  purged_at timestamptz,
  constraint uploads_workspace_sha256_key unique (workspace_id, sha256),
  constraint uploads_sha256_check check (sha256 ~ '^[0-9a-f]{64}$'),
  constraint uploads_bytes_check check (bytes >= 0),
  constraint uploads_file_name_check check (char_length(file_name) between 1 and 255),
  constraint uploads_format_check check (format is null or format in ('csv', 'tsv', 'xlsx')),
  constraint uploads_encoding_check check (encoding is null or char_length(encoding) <= 32),
  constraint uploads_delimiter_check check (delimiter is null or char_length(delimiter) <= 4),
  constraint uploads_storage_key_check check (char_length(storage_key) between 1 and 500)
);
comment on table public.uploads is
  'A catalog file received into a workspace; the SHA-256 is its identity (same file twice = one row).';
comment on column public.uploads.purged_at is 'When retention deleted the bytes; the row stays so results keep their source.';
create index uploads_workspace_created_idx on public.uploads (workspace_id, created_at desc);

create function public.audit_upload() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'upload.received', new.id::text,
    pg_catalog.jsonb_build_object('file_name', new.file_name, 'sha256', new.sha256, 'bytes', new.bytes),
    new.uploaded_by);
  return null;
end
$$;

create trigger uploads_audit
  after insert on public.uploads
  for each row execute function public.audit_upload();

-- ---- saved mappings --------------------------------------------------------------------------

create table public.saved_mappings (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null,
  header_fingerprint text not null,
  mapping jsonb not null,
  version integer not null default 1,
  created_by uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint saved_mappings_workspace_name_version_key unique (workspace_id, name, version),
  constraint saved_mappings_name_check check (char_length(btrim(name)) between 1 and 100),
  constraint saved_mappings_header_fingerprint_check check (header_fingerprint ~ '^[0-9a-f]{64}$'),
  constraint saved_mappings_mapping_check check (jsonb_typeof(mapping) = 'object'),
  constraint saved_mappings_version_check check (version >= 1)
);
comment on table public.saved_mappings is
  'Named column mappings (lib/catalog/mapping SavedMapping JSON); saving a name again adds a version.';
comment on column public.saved_mappings.header_fingerprint is
  'SHA-256 of the header row''s normalised column names: finds the mapping for the next file of that layout.';
create index saved_mappings_fingerprint_idx on public.saved_mappings (workspace_id, header_fingerprint);

-- ---- batches ---------------------------------------------------------------------------------

create table public.batches (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null,
  brand text not null,
  mapping jsonb,
  accept_threshold numeric not null default 0.9,
  created_by uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint batches_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint batches_brand_check check (brand ~ '^[A-Z]{4}$'),
  constraint batches_mapping_check check (mapping is null or jsonb_typeof(mapping) = 'object'),
  constraint batches_accept_threshold_check check (accept_threshold > 0 and accept_threshold <= 1)
);
comment on table public.batches is 'Several files converted with one mapping and one brand, exported together.';
create index batches_workspace_created_idx on public.batches (workspace_id, created_at desc);

-- ---- conversions -----------------------------------------------------------------------------

create table public.conversions (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  upload_id uuid not null references public.uploads (id) on delete cascade,
  upload_sha256 text not null,
  brand text not null,
  mapping jsonb,
  mapping_version text not null default 'auto',
  accept_threshold numeric not null default 0.9,
  status text not null default 'queued',
  stage text,
  rows_done bigint not null default 0,
  rows_total bigint,
  counts jsonb,
  report jsonb,
  mapping_used jsonb,
  outputs jsonb,
  error jsonb,
  attempt integer not null default 0,
  job_id uuid,
  created_by uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz not null default now(),
  -- Idempotency: the same file with the same settings is one conversion (asking again returns it).
  constraint conversions_settings_key unique (workspace_id, upload_sha256, mapping_version, brand, accept_threshold),
  constraint conversions_brand_check check (brand ~ '^[A-Z]{4}$'),
  constraint conversions_mapping_check check (mapping is null or jsonb_typeof(mapping) = 'object'),
  constraint conversions_mapping_version_check check (mapping_version = 'auto' or mapping_version ~ '^[0-9a-f]{64}$'),
  constraint conversions_accept_threshold_check check (accept_threshold > 0 and accept_threshold <= 1),
  constraint conversions_status_check check (status in ('queued', 'running', 'succeeded', 'failed')),
  constraint conversions_stage_check check (stage is null or char_length(stage) <= 32),
  constraint conversions_rows_check check (rows_done >= 0 and (rows_total is null or rows_total >= 0)),
  constraint conversions_error_check
    check (error is null or (jsonb_typeof(error) = 'object' and error ? 'code' and error ? 'message')),
  constraint conversions_attempt_check check (attempt >= 0)
);
comment on column public.conversions.mapping is 'The saved mapping asked for; null = detect the columns.';
comment on column public.conversions.mapping_version is
  '''auto'' (detected) or the SHA-256 of the mapping''s canonical jsonb text; set by the database.';
comment on column public.conversions.mapping_used is 'The mapping the run used (SavedMapping JSON), detected or given.';
comment on column public.conversions.outputs is 'The run''s files: [{name, storage_key, sha256, bytes}].';
comment on column public.conversions.report is 'report.json of the run (lib/catalog/report schema).';
create index conversions_workspace_created_idx on public.conversions (workspace_id, created_at desc);
create index conversions_upload_idx on public.conversions (upload_id, created_at desc);
create index conversions_status_idx on public.conversions (status) where status in ('queued', 'running');

-- What the database decides, whoever inserts: the upload's SHA-256 (it must be an upload of the same
-- workspace) and the mapping version (from the mapping's canonical jsonb text, so equal mappings are
-- equal versions and nobody can claim one for another).
create function public.conversions_prepare() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  sha text;
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
  return new;
end
$$;

create trigger conversions_prepare
  before insert on public.conversions
  for each row execute function public.conversions_prepare();

create trigger conversions_set_updated_at
  before update on public.conversions
  for each row execute function public.set_updated_at();

create function public.audit_conversion_started() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'conversion.started', new.id::text,
    pg_catalog.jsonb_build_object('upload_id', new.upload_id, 'brand', new.brand,
      'mapping_version', new.mapping_version, 'accept_threshold', new.accept_threshold),
    new.created_by);
  return null;
end
$$;

create trigger conversions_audit
  after insert on public.conversions
  for each row execute function public.audit_conversion_started();

-- Owners and operators run a failed conversion again; jobs pick it up like a new one.
create function public.retry_conversion(p_conversion_id uuid) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  ws uuid;
begin
  select c.workspace_id into ws from public.conversions c where c.id = p_conversion_id;
  if ws is null then
    return false;
  end if;
  if auth.uid() is not null then
    if not public.is_workspace_member(ws, array['owner', 'operator']) then
      raise exception 'only owners and operators can run a conversion again' using errcode = 'insufficient_privilege';
    end if;
  elsif not public.is_trusted_caller() then
    raise exception 'retrying a conversion needs a signed-in user' using errcode = 'insufficient_privilege';
  end if;
  update public.conversions
  set status = 'queued', stage = null, rows_done = 0, rows_total = null, error = null, job_id = null,
      started_at = null, finished_at = null
  where id = p_conversion_id and status = 'failed';
  if not found then
    return false;
  end if;
  perform public.audit_catalog_event(ws, 'conversion.retried', p_conversion_id::text, '{}'::jsonb);
  return true;
end
$$;

-- ---- batch items -----------------------------------------------------------------------------
-- A join table rather than conversions.batch_id: the same file with the same settings is one
-- conversion (idempotency), and it may then belong to a batch and stand alone, or to two batches.

create table public.batch_items (
  batch_id uuid not null references public.batches (id) on delete cascade,
  conversion_id uuid not null references public.conversions (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  position integer not null,
  created_at timestamptz not null default now(),
  primary key (batch_id, conversion_id),
  constraint batch_items_position_key unique (batch_id, position),
  constraint batch_items_position_check check (position >= 1)
);
create index batch_items_conversion_idx on public.batch_items (conversion_id);

create function public.batch_items_check() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.batches b where b.id = new.batch_id and b.workspace_id = new.workspace_id)
     or not exists (select 1 from public.conversions c where c.id = new.conversion_id and c.workspace_id = new.workspace_id) then
    raise exception 'batch and conversion must be in workspace %', new.workspace_id
      using errcode = 'foreign_key_violation';
  end if;
  return new;
end
$$;

create trigger batch_items_check
  before insert on public.batch_items
  for each row execute function public.batch_items_check();

-- ---- the review queue ------------------------------------------------------------------------

create table public.conversion_rows (
  conversion_id uuid not null references public.conversions (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  source_row integer not null,
  outcome text not null,
  codes text[] not null default '{}',
  confidence real,
  source jsonb not null,
  fields jsonb not null default '{}'::jsonb,
  proposed jsonb,
  findings jsonb not null default '[]'::jsonb,
  notes jsonb not null default '[]'::jsonb,
  decision text,
  override jsonb,
  decided_by uuid references public.users (id) on delete set null,
  decided_at timestamptz,
  primary key (conversion_id, source_row),
  constraint conversion_rows_source_row_check check (source_row >= 1),
  constraint conversion_rows_outcome_check check (outcome in ('flagged', 'rejected')),
  constraint conversion_rows_source_check check (jsonb_typeof(source) = 'object'),
  constraint conversion_rows_decision_check check (
    (decision is null and override is null)
    or (decision = 'approved' and override is null and outcome = 'flagged')
    or (decision = 'rejected' and override is null)
    or (decision = 'overridden' and jsonb_typeof(override) = 'object')
  )
);
comment on table public.conversion_rows is
  'Rows a conversion held back (flagged or rejected), with source values, the proposal and the reviewer''s decision.';
comment on column public.conversion_rows.source is 'Source column header → cell text.';
comment on column public.conversion_rows.fields is 'The row through the mapping: canonical field → cell text.';
comment on column public.conversion_rows.proposed is 'Flagged rows: {apps, item} that would be exported once approved.';
comment on column public.conversion_rows.notes is 'Normalization decisions: [{field, source, value, confidence, note}].';
comment on column public.conversion_rows.override is 'Mapped field values a reviewer replaced (canonical field → text).';
create index conversion_rows_codes_idx on public.conversion_rows using gin (codes);
create index conversion_rows_pending_idx on public.conversion_rows (conversion_id, source_row) where decision is null;

-- Decisions belong to finished conversions; who and when is the database's to record.
create function public.conversion_rows_decide() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.conversions c where c.id = new.conversion_id and c.status = 'succeeded') then
    raise exception 'rows can be decided once their conversion has succeeded' using errcode = 'check_violation';
  end if;
  if new.decision is null then
    new.decided_by := null;
    new.decided_at := null;
  else
    new.decided_by := auth.uid();
    new.decided_at := now();
  end if;
  return new;
end
$$;

create trigger conversion_rows_decide
  before update of decision, override on public.conversion_rows
  for each row execute function public.conversion_rows_decide();

-- Every decision is an audit entry, in the same transaction as the decision itself.
create function public.audit_review_decision() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id,
    'review.' || coalesce(new.decision, 'cleared'),
    new.conversion_id::text || '#' || new.source_row::text,
    pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
      'conversion_id', new.conversion_id, 'row', new.source_row, 'outcome', new.outcome,
      'codes', pg_catalog.to_jsonb(new.codes), 'override', new.override,
      'previous', old.decision)));
  return null;
end
$$;

create trigger conversion_rows_audit
  after update of decision, override on public.conversion_rows
  for each row
  when (old.decision is distinct from new.decision or old.override is distinct from new.override)
  execute function public.audit_review_decision();

-- ---- row level security ----------------------------------------------------------------------

alter table public.workspace_settings enable row level security;
alter table public.workspace_settings force row level security;
alter table public.uploads enable row level security;
alter table public.uploads force row level security;
alter table public.saved_mappings enable row level security;
alter table public.saved_mappings force row level security;
alter table public.batches enable row level security;
alter table public.batches force row level security;
alter table public.batch_items enable row level security;
alter table public.batch_items force row level security;
alter table public.conversions enable row level security;
alter table public.conversions force row level security;
alter table public.conversion_rows enable row level security;
alter table public.conversion_rows force row level security;

create policy workspace_settings_select_members on public.workspace_settings
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));
create policy workspace_settings_insert_owners on public.workspace_settings
  for insert to authenticated
  with check ((select public.is_workspace_member(workspace_id, array['owner'])));
create policy workspace_settings_update_owners on public.workspace_settings
  for update to authenticated
  using ((select public.is_workspace_member(workspace_id, array['owner'])))
  with check ((select public.is_workspace_member(workspace_id, array['owner'])));

create policy uploads_select_members on public.uploads
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));

create policy saved_mappings_select_members on public.saved_mappings
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));
create policy saved_mappings_insert_operators on public.saved_mappings
  for insert to authenticated
  with check ((select public.is_workspace_member(workspace_id, array['owner', 'operator'])) and created_by = (select auth.uid()));
create policy saved_mappings_delete_operators on public.saved_mappings
  for delete to authenticated
  using ((select public.is_workspace_member(workspace_id, array['owner', 'operator'])));

create policy batches_select_members on public.batches
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));
create policy batches_insert_operators on public.batches
  for insert to authenticated
  with check ((select public.is_workspace_member(workspace_id, array['owner', 'operator'])) and created_by = (select auth.uid()));

create policy batch_items_select_members on public.batch_items
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));
create policy batch_items_insert_operators on public.batch_items
  for insert to authenticated
  with check ((select public.is_workspace_member(workspace_id, array['owner', 'operator'])));

create policy conversions_select_members on public.conversions
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));
create policy conversions_insert_operators on public.conversions
  for insert to authenticated
  with check ((select public.is_workspace_member(workspace_id, array['owner', 'operator'])) and created_by = (select auth.uid()));

create policy conversion_rows_select_members on public.conversion_rows
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));
create policy conversion_rows_update_reviewers on public.conversion_rows
  for update to authenticated
  using ((select public.is_workspace_member(workspace_id, array['owner', 'reviewer'])))
  with check ((select public.is_workspace_member(workspace_id, array['owner', 'reviewer'])));

revoke all on table public.workspace_settings from anon, authenticated, service_role;
revoke all on table public.uploads from anon, authenticated, service_role;
revoke all on table public.saved_mappings from anon, authenticated, service_role;
revoke all on table public.batches from anon, authenticated, service_role;
revoke all on table public.batch_items from anon, authenticated, service_role;
revoke all on table public.conversions from anon, authenticated, service_role;
revoke all on table public.conversion_rows from anon, authenticated, service_role;

grant select on table public.workspace_settings to authenticated;
grant insert (workspace_id, retention_days, upload_limit_bytes, workspace_quota_bytes, notification_email)
  on table public.workspace_settings to authenticated;
grant update (retention_days, upload_limit_bytes, workspace_quota_bytes, notification_email)
  on table public.workspace_settings to authenticated;
grant select on table public.uploads to authenticated;
grant select, delete on table public.saved_mappings to authenticated;
grant insert (workspace_id, name, header_fingerprint, mapping, version) on table public.saved_mappings to authenticated;
grant select on table public.batches to authenticated;
grant insert (workspace_id, name, brand, mapping, accept_threshold) on table public.batches to authenticated;
grant select on table public.batch_items to authenticated;
grant insert (batch_id, conversion_id, workspace_id, position) on table public.batch_items to authenticated;
grant select on table public.conversions to authenticated;
grant insert (workspace_id, upload_id, brand, mapping, accept_threshold) on table public.conversions to authenticated;
grant select on table public.conversion_rows to authenticated;
grant update (decision, override) on table public.conversion_rows to authenticated;

grant select, insert, update on table public.workspace_settings to service_role;
grant select, insert, update on table public.uploads to service_role;
grant select, insert, delete on table public.saved_mappings to service_role;
grant select, insert on table public.batches to service_role;
grant select, insert on table public.batch_items to service_role;
grant select, insert, update on table public.conversions to service_role;
grant select, insert, delete on table public.conversion_rows to service_role;
grant update (decision, override) on table public.conversion_rows to service_role;

revoke all on function public.audit_catalog_event(uuid, text, text, jsonb, uuid) from public, anon, authenticated, service_role;
revoke all on function public.workspace_settings_stamp() from public, anon, authenticated, service_role;
revoke all on function public.audit_workspace_settings() from public, anon, authenticated, service_role;
revoke all on function public.audit_upload() from public, anon, authenticated, service_role;
revoke all on function public.conversions_prepare() from public, anon, authenticated, service_role;
revoke all on function public.audit_conversion_started() from public, anon, authenticated, service_role;
revoke all on function public.batch_items_check() from public, anon, authenticated, service_role;
revoke all on function public.conversion_rows_decide() from public, anon, authenticated, service_role;
revoke all on function public.audit_review_decision() from public, anon, authenticated, service_role;
revoke all on function public.retry_conversion(uuid) from public, anon, authenticated, service_role;
grant execute on function public.retry_conversion(uuid) to authenticated, service_role;
