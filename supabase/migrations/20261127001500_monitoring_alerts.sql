-- Monitoring alerts (issue 18, point 3; spec §3 "Alert: severity, message, recipients, metadata").
-- An alert is one incident: the same condition raised again while its row is open bumps the row
-- (occurrences, last_seen_at) instead of adding one, so one incident is one mail. When the condition
-- clears, the row is resolved; a later recurrence is a new incident, a new row and a new mail.
-- `code` and `params` say the alert in each language (messages/areas/monitoring); `message` is the
-- English wording for logs and anyone reading the table directly.
-- Written only by server code (service role); platform administrators read.

create table public.monitoring_alerts (
  id uuid primary key default gen_random_uuid(),
  incident text not null,
  severity text not null,
  code text not null,
  params jsonb not null default '{}'::jsonb,
  message text not null,
  recipients text[] not null default '{}',
  metadata jsonb not null default '{}'::jsonb,
  occurrences integer not null default 1,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  mailed_at timestamptz,
  resolved_at timestamptz,
  constraint monitoring_alerts_severity_check check (severity in ('medium', 'high', 'critical')),
  constraint monitoring_alerts_incident_check check (char_length(incident) between 1 and 200),
  constraint monitoring_alerts_code_check check (code ~ '^[a-zA-Z]{1,60}$'),
  constraint monitoring_alerts_message_check check (char_length(message) <= 2000),
  constraint monitoring_alerts_occurrences_check check (occurrences >= 1)
);
-- At most one open row per incident: the de-duplication the mail relies on.
create unique index monitoring_alerts_open_incident_idx on public.monitoring_alerts (incident) where resolved_at is null;
create index monitoring_alerts_last_seen_idx on public.monitoring_alerts (last_seen_at desc);

alter table public.monitoring_alerts enable row level security;
alter table public.monitoring_alerts force row level security;
create policy monitoring_alerts_select_admins on public.monitoring_alerts
  for select to authenticated
  using ((select public.is_platform_admin()));

revoke all on table public.monitoring_alerts from anon, authenticated, service_role;
grant select on table public.monitoring_alerts to authenticated;
grant select, insert, update, delete on table public.monitoring_alerts to service_role;
