-- A waiting export expires, and the person who asked hears about it (issue 12.4, decision 0009's
-- consequence "nothing expires it yet"). An export left `awaiting_confirmation` keeps its stored
-- files in use; after the workspace's export_confirmation_days (default 14) the retention job
-- expires it: status `expired`, the staged publication dropped (its blobs then deleted unless
-- something else uses them), audited. The person who asked is mailed when it starts waiting and when
-- it expires, in the language they asked in (export_requests.locale).

alter table public.workspace_settings
  add column export_confirmation_days integer not null default 14,
  add constraint workspace_settings_export_confirmation_days_check check (export_confirmation_days between 1 and 365);
comment on column public.workspace_settings.export_confirmation_days is
  'Days an export waits for confirmation before it expires and its staged files are removed.';

grant insert (export_confirmation_days) on table public.workspace_settings to authenticated;
grant update (export_confirmation_days) on table public.workspace_settings to authenticated;

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
      'reference_release_id', new.reference_release_id,
      'export_confirmation_days', new.export_confirmation_days));
  return null;
end
$$;

alter table public.export_requests
  add column locale text not null default 'en',
  add column expires_at timestamptz,
  add column expired_at timestamptz,
  add constraint export_requests_locale_check check (locale in ('en', 'de', 'fr', 'es', 'it')),
  add constraint export_requests_expires_check check (status <> 'awaiting_confirmation' or expires_at is not null),
  add constraint export_requests_expired_check check ((status = 'expired') = (expired_at is not null));
comment on column public.export_requests.locale is 'The language of the person who asked: their notices are written in it.';
comment on column public.export_requests.expires_at is
  'While awaiting confirmation: when it expires (set as it starts waiting, from export_confirmation_days).';

alter table public.export_requests drop constraint export_requests_status_check;
alter table public.export_requests
  add constraint export_requests_status_check
    check (status in ('queued', 'running', 'awaiting_confirmation', 'succeeded', 'failed', 'expired'));

-- Requests made before this migration that wait already get the default period from now.
update public.export_requests set expires_at = now() + interval '14 days'
where status = 'awaiting_confirmation' and expires_at is null;

create index export_requests_expires_idx on public.export_requests (expires_at) where status = 'awaiting_confirmation';

grant insert (locale) on table public.export_requests to authenticated;

-- Expiring is the system's act, not a person's: audited without an actor.
create function public.audit_export_expired() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'export.expired', new.id::text,
    pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
      'conversion_id', new.conversion_id, 'batch_id', new.batch_id,
      'expires_at', old.expires_at,
      'open_review', old.checks -> 'openReview', 'assessment_errors', old.checks #> '{assessment,errors}')),
    null);
  return null;
end
$$;

create trigger export_requests_expired_audit
  after update of status on public.export_requests
  for each row
  when (old.status = 'awaiting_confirmation' and new.status = 'expired')
  execute function public.audit_export_expired();

revoke all on function public.audit_export_expired() from public, anon, authenticated, service_role;

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications
  add constraint notifications_kind_check
    check (kind in ('conversion.succeeded', 'conversion.failed', 'export.ready', 'export.failed',
                    'export.awaiting_confirmation', 'export.expired'));
