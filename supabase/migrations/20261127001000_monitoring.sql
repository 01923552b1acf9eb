-- Monitoring data (issue 18, points 1 and 2; spec §3, §7, §9): a record of every request the app
-- serves and the custom metrics (job durations, row figures, upload sizes, queue depth, Web Vitals).
-- Written only by the server, in batches, as service_role (lib/monitoring/telemetry.ts); read only
-- by platform administrators (lib/data/monitoring). The retention job deletes rows older than 30 days.

create table public.request_logs (
  id uuid primary key default gen_random_uuid(),
  "timestamp" timestamptz not null default now(),
  endpoint text not null,
  method text not null,
  status integer not null,
  response_time_ms double precision not null,
  error text,
  -- No foreign key: a log outlives the account it names, and one deleted account must not fail a batch.
  user_id uuid,
  metadata jsonb not null default '{}'::jsonb,
  constraint request_logs_endpoint_check check (char_length(endpoint) between 1 and 300),
  constraint request_logs_method_check check (method ~ '^[A-Z]{1,10}$'),
  constraint request_logs_status_check check (status between 100 and 599),
  constraint request_logs_response_time_check check (response_time_ms >= 0),
  constraint request_logs_error_check check (error is null or char_length(error) <= 1000)
);
create index request_logs_timestamp_idx on public.request_logs ("timestamp" desc);
create index request_logs_endpoint_idx on public.request_logs (endpoint, "timestamp" desc);

create table public.custom_metrics (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  value double precision not null,
  tags jsonb not null default '{}'::jsonb,
  "timestamp" timestamptz not null default now(),
  constraint custom_metrics_name_check check (name ~ '^[a-z][a-z0-9_.]{0,99}$'),
  constraint custom_metrics_value_check check (value not in ('NaN', 'Infinity', '-Infinity')),
  constraint custom_metrics_tags_check check (jsonb_typeof(tags) = 'object')
);
create index custom_metrics_name_idx on public.custom_metrics (name, "timestamp" desc);
create index custom_metrics_timestamp_idx on public.custom_metrics ("timestamp");

alter table public.request_logs enable row level security;
alter table public.request_logs force row level security;
create policy request_logs_select_admins on public.request_logs
  for select to authenticated
  using ((select public.is_platform_admin()));

alter table public.custom_metrics enable row level security;
alter table public.custom_metrics force row level security;
create policy custom_metrics_select_admins on public.custom_metrics
  for select to authenticated
  using ((select public.is_platform_admin()));

-- Nobody but the server writes: visitors and users have no insert grant (the browser's Web Vitals
-- arrive through a route handler that validates them and writes as the server).
revoke all on table public.request_logs from anon, authenticated, service_role;
revoke all on table public.custom_metrics from anon, authenticated, service_role;
grant select on table public.request_logs to authenticated;
grant select on table public.custom_metrics to authenticated;
grant select, insert, delete on table public.request_logs to service_role;
grant select, insert, delete on table public.custom_metrics to service_role;
