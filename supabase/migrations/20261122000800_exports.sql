-- Exports: a request (what the user asked for, with the job's progress) and, once every file is
-- stored, the export itself — immutable, like the audit log: no role may change or delete it. A
-- worker that dies half-way leaves a failed or retried request and no export row.
-- Notifications: the e-mails sent for finished jobs and exports, with whether they went out.

create table public.export_requests (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  conversion_id uuid references public.conversions (id) on delete cascade,
  batch_id uuid references public.batches (id) on delete cascade,
  aces_version text not null default '4.2',
  pies_version text not null default '7.2',
  status text not null default 'queued',
  stage text,
  error jsonb,
  attempt integer not null default 0,
  job_id uuid,
  export_id uuid,
  created_by uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint export_requests_subject_check check ((conversion_id is null) <> (batch_id is null)),
  -- The writers in lib/catalog also know ACES 5.0; offering it waits for XSD selection by version.
  constraint export_requests_aces_version_check check (aces_version in ('4.2')),
  constraint export_requests_pies_version_check check (pies_version in ('7.2')),
  constraint export_requests_status_check check (status in ('queued', 'running', 'succeeded', 'failed')),
  constraint export_requests_stage_check check (stage is null or char_length(stage) <= 32),
  constraint export_requests_error_check
    check (error is null or (jsonb_typeof(error) = 'object' and error ? 'code' and error ? 'message')),
  constraint export_requests_attempt_check check (attempt >= 0)
);
comment on table public.export_requests is 'An export asked for, and its job''s progress; export_id names the result.';
create index export_requests_workspace_created_idx on public.export_requests (workspace_id, created_at desc);
create index export_requests_status_idx on public.export_requests (status) where status in ('queued', 'running');

-- A request is for a finished conversion (or a batch) of the same workspace.
create function public.export_requests_check() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.conversion_id is not null and not exists (
    select 1 from public.conversions c
    where c.id = new.conversion_id and c.workspace_id = new.workspace_id and c.status = 'succeeded'
  ) then
    raise exception 'conversion % is not a finished conversion of workspace %', new.conversion_id, new.workspace_id
      using errcode = 'check_violation';
  end if;
  if new.batch_id is not null and not exists (
    select 1 from public.batches b where b.id = new.batch_id and b.workspace_id = new.workspace_id
  ) then
    raise exception 'batch % is not in workspace %', new.batch_id, new.workspace_id
      using errcode = 'foreign_key_violation';
  end if;
  return new;
end
$$;

create trigger export_requests_check
  before insert on public.export_requests
  for each row execute function public.export_requests_check();

create trigger export_requests_set_updated_at
  before update on public.export_requests
  for each row execute function public.set_updated_at();

create function public.audit_export_requested() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'export.requested', new.id::text,
    pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
      'conversion_id', new.conversion_id, 'batch_id', new.batch_id,
      'aces_version', new.aces_version, 'pies_version', new.pies_version)),
    new.created_by);
  return null;
end
$$;

create trigger export_requests_audit
  after insert on public.export_requests
  for each row execute function public.audit_export_requested();

create table public.exports (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  request_id uuid not null references public.export_requests (id) on delete cascade,
  conversion_id uuid references public.conversions (id) on delete cascade,
  batch_id uuid references public.batches (id) on delete cascade,
  brand text not null,
  aces_version text not null,
  pies_version text not null,
  files jsonb not null,
  bundle_key text not null,
  bundle_sha256 text not null,
  bundle_bytes bigint not null,
  counts jsonb not null default '{}'::jsonb,
  decisions jsonb not null default '{}'::jsonb,
  signer_fingerprint text,
  previous_export_id uuid references public.exports (id),
  created_by uuid references public.users (id),
  created_at timestamptz not null default now(),
  -- One export per request: a retried job (or a worker that outlived its lease) cannot publish twice.
  constraint exports_request_key unique (request_id),
  constraint exports_subject_check check ((conversion_id is null) <> (batch_id is null)),
  constraint exports_brand_check check (brand ~ '^[A-Z]{4}$'),
  constraint exports_files_check check (jsonb_typeof(files) = 'array'),
  constraint exports_bundle_sha256_check check (bundle_sha256 ~ '^[0-9a-f]{64}$'),
  constraint exports_bundle_bytes_check check (bundle_bytes > 0),
  constraint exports_counts_check check (jsonb_typeof(counts) = 'object'),
  constraint exports_decisions_check check (jsonb_typeof(decisions) = 'object')
);
comment on table public.exports is
  'Published deliverables: files [{name, storage_key, sha256, bytes}] and the signed evidence bundle. Immutable.';
comment on column public.exports.previous_export_id is 'The workspace''s previous export of the same brand (the change summary is against it).';
comment on column public.exports.decisions is 'Review decisions applied: counts by decision (the full list is in the bundle).';
create index exports_workspace_created_idx on public.exports (workspace_id, created_at desc);
create index exports_brand_idx on public.exports (workspace_id, brand, created_at desc);

-- Immutable for every role, the owner and superusers included (triggers fire for them too). The
-- one exception: the workspace itself is gone, and its rows go with it (ON DELETE CASCADE).
create function public.exports_refuse_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.workspaces w where w.id = old.workspace_id) then
    return old;
  end if;
  raise exception 'exports are immutable: % is not allowed', tg_op
    using errcode = 'insufficient_privilege',
          hint = 'Make a new export instead.';
end
$$;

create trigger exports_refuse_update_delete
  before update or delete on public.exports
  for each row execute function public.exports_refuse_change();

create trigger exports_refuse_truncate
  before truncate on public.exports
  for each statement execute function public.exports_refuse_change();

create function public.audit_export_created() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'export.created', new.id::text,
    pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
      'request_id', new.request_id, 'conversion_id', new.conversion_id, 'batch_id', new.batch_id,
      'brand', new.brand, 'bundle_sha256', new.bundle_sha256, 'decisions', new.decisions)),
    new.created_by);
  return null;
end
$$;

create trigger exports_audit
  after insert on public.exports
  for each row execute function public.audit_export_created();

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  kind text not null,
  recipient text not null,
  subject text not null,
  status text not null,
  error text,
  conversion_id uuid references public.conversions (id) on delete set null,
  export_id uuid references public.exports (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint notifications_kind_check
    check (kind in ('conversion.succeeded', 'conversion.failed', 'export.ready', 'export.failed')),
  constraint notifications_recipient_check check (char_length(recipient) between 3 and 320),
  constraint notifications_subject_check check (char_length(subject) between 1 and 300),
  constraint notifications_status_check check (status in ('sent', 'failed')),
  constraint notifications_error_check check (error is null or char_length(error) <= 2000)
);
comment on table public.notifications is 'E-mails sent for finished jobs and exports, and whether they went out.';
create index notifications_workspace_created_idx on public.notifications (workspace_id, created_at desc);

alter table public.export_requests enable row level security;
alter table public.export_requests force row level security;
alter table public.exports enable row level security;
alter table public.exports force row level security;
alter table public.notifications enable row level security;
alter table public.notifications force row level security;

create policy export_requests_select_members on public.export_requests
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));
create policy export_requests_insert_operators on public.export_requests
  for insert to authenticated
  with check ((select public.is_workspace_member(workspace_id, array['owner', 'operator'])) and created_by = (select auth.uid()));

create policy exports_select_members on public.exports
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));

create policy notifications_select_members on public.notifications
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));

revoke all on table public.export_requests from anon, authenticated, service_role;
revoke all on table public.exports from anon, authenticated, service_role;
revoke all on table public.notifications from anon, authenticated, service_role;

grant select on table public.export_requests to authenticated;
grant insert (workspace_id, conversion_id, batch_id, aces_version, pies_version) on table public.export_requests to authenticated;
grant select on table public.exports to authenticated;
grant select on table public.notifications to authenticated;

grant select, insert, update on table public.export_requests to service_role;
grant select, insert on table public.exports to service_role;
grant select, insert on table public.notifications to service_role;

revoke all on function public.export_requests_check() from public, anon, authenticated, service_role;
revoke all on function public.audit_export_requested() from public, anon, authenticated, service_role;
revoke all on function public.exports_refuse_change() from public, anon, authenticated, service_role;
revoke all on function public.audit_export_created() from public, anon, authenticated, service_role;
