-- Guarded exports (issue 12.4, decision 0009): an export says what is still open in review and
-- what the assessment (the checks of `partsmith validate`) finds on its own files, and waits for a
-- person's confirmation before it is published when either is not nothing.
--
-- The export job computes the checks on the files it built and stores them on the request. With
-- nothing to confirm (or `confirm` given when the request was made) it publishes as before;
-- otherwise the request ends `awaiting_confirmation` with the publication staged — its files are
-- stored, no export row exists, nothing can be downloaded. Confirming (owners and operators, through
-- lib/jobs) publishes exactly the staged files in one transaction. The published export keeps the
-- checks and who confirmed them; both steps are audited.

alter table public.export_requests
  add column confirm boolean not null default false,
  add column checks jsonb,
  add column staged jsonb,
  add column confirmed_by uuid references public.users (id) on delete set null,
  add column confirmed_at timestamptz;

comment on column public.export_requests.confirm is
  'Asked with confirmation given up front (API `confirm: true`): published even when the checks find something.';
comment on column public.export_requests.checks is
  'What the job found on the files it built: open review rows and assessment findings by code (decision 0009).';
comment on column public.export_requests.staged is
  'The publication waiting for confirmation: files, bundle, counts. Cleared when published.';

alter table public.export_requests drop constraint export_requests_status_check;
alter table public.export_requests
  add constraint export_requests_status_check
    check (status in ('queued', 'running', 'awaiting_confirmation', 'succeeded', 'failed')),
  add constraint export_requests_checks_check check (checks is null or jsonb_typeof(checks) = 'object'),
  add constraint export_requests_staged_check
    check (staged is null or (jsonb_typeof(staged) = 'object' and status = 'awaiting_confirmation')),
  add constraint export_requests_awaiting_check
    check (status <> 'awaiting_confirmation' or (staged is not null and checks is not null));

-- Confirmation given up front is the requester's own choice, so they may set it.
grant insert (confirm) on table public.export_requests to authenticated;

alter table public.exports
  add column checks jsonb not null default '{}'::jsonb,
  add constraint exports_checks_check check (jsonb_typeof(checks) = 'object');
comment on column public.exports.checks is
  'Open review rows and assessment findings on the files when published, and who confirmed them (decision 0009).';

-- export.requested now says whether confirmation was given up front.
create or replace function public.audit_export_requested() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'export.requested', new.id::text,
    pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
      'conversion_id', new.conversion_id, 'batch_id', new.batch_id,
      'aces_version', new.aces_version, 'pies_version', new.pies_version,
      'confirm', case when new.confirm then true end)),
    new.created_by);
  return null;
end
$$;

-- export.created carries the open review count and the assessment's error count it was published with.
create or replace function public.audit_export_created() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'export.created', new.id::text,
    pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
      'request_id', new.request_id, 'conversion_id', new.conversion_id, 'batch_id', new.batch_id,
      'brand', new.brand, 'bundle_sha256', new.bundle_sha256, 'decisions', new.decisions,
      'open_review', new.checks -> 'openReview', 'assessment_errors', new.checks #> '{assessment,errors}',
      'confirmed_by', new.checks -> 'confirmedBy')),
    new.created_by);
  return null;
end
$$;

-- A person confirming an export that waited is an event of its own, by that person.
create function public.audit_export_confirmed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'export.confirmed', new.id::text,
    pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
      'export_id', new.export_id,
      'open_review', new.checks -> 'openReview', 'assessment_errors', new.checks #> '{assessment,errors}',
      'needs_confirmation', new.checks -> 'needsConfirmation')),
    new.confirmed_by);
  return null;
end
$$;

create trigger export_requests_confirmed_audit
  after update of status on public.export_requests
  for each row
  when (old.status = 'awaiting_confirmation' and new.status = 'succeeded')
  execute function public.audit_export_confirmed();

revoke all on function public.audit_export_confirmed() from public, anon, authenticated, service_role;
