-- The partner data-loss rule's audit trail (spec §3 "Partner-access audit record", §6, issue 18):
-- one row per decision the rule takes on an operation over partner reference data (VCdb, PCdb,
-- PAdb, Qdb) — who asked, for what, whether it was allowed and whether it raised an alert. Written
-- only by server code (lib/data/partner-access); read by platform administrators (the monitoring
-- overlay's Security tab). No foreign key on user_id: an audit record outlives the account, and a
-- refused request may name no known user at all.

create table public.partner_access_log (
  id bigserial primary key,
  occurred_at timestamptz not null default now(),
  operation text not null,
  user_id uuid,
  data_source text not null,
  involves_ai boolean not null default false,
  authorized boolean not null,
  alert_triggered boolean not null default false,
  -- Why a request was refused: null when authorized.
  reason text,
  constraint partner_access_log_operation_check check (operation ~ '^[a-z][a-z0-9_.-]{0,79}$'),
  constraint partner_access_log_data_source_check check (data_source in ('VCdb', 'PCdb', 'PAdb', 'Qdb', 'other')),
  constraint partner_access_log_reason_check check (
    (authorized and reason is null) or (not authorized and reason in ('ai_on_partner_data', 'unknown_user'))
  )
);
create index partner_access_log_time_idx on public.partner_access_log (occurred_at desc);

alter table public.partner_access_log enable row level security;
alter table public.partner_access_log force row level security;

revoke all on table public.partner_access_log from anon, authenticated, service_role;
revoke all on sequence public.partner_access_log_id_seq from anon, authenticated, service_role;
grant select, insert on table public.partner_access_log to service_role;
grant usage on sequence public.partner_access_log_id_seq to service_role;
grant select on table public.partner_access_log to authenticated;

create policy partner_access_log_admin_read on public.partner_access_log
  for select to authenticated using ((select public.is_platform_admin()));
