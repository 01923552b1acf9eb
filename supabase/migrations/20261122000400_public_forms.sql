-- What visitors send from /contact and /schedule-a-call. Anyone (anon included) may insert; only
-- platform administrators and server code read. The visitor's IP is kept only as a keyed hash
-- (computed by the app) for rate limiting.

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  company text,
  message text not null,
  locale text not null default 'en',
  ip_hash text,
  created_at timestamptz not null default now(),
  constraint contact_submissions_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint contact_submissions_email_check check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+$'),
  constraint contact_submissions_company_check check (company is null or char_length(company) <= 200),
  constraint contact_submissions_message_check check (char_length(btrim(message)) between 1 and 5000),
  constraint contact_submissions_locale_check check (locale in ('en', 'de', 'fr', 'es', 'it')),
  constraint contact_submissions_ip_hash_check check (ip_hash is null or ip_hash ~ '^[0-9a-f]{64}$')
);
create index contact_submissions_ip_hash_idx on public.contact_submissions (ip_hash, created_at desc);
create index contact_submissions_created_idx on public.contact_submissions (created_at desc);

create table public.call_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  company text not null,
  preferred_date date not null,
  time_window text not null,
  timezone text not null,
  topic text not null,
  notes text,
  locale text not null default 'en',
  ip_hash text,
  created_at timestamptz not null default now(),
  constraint call_requests_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint call_requests_email_check check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+$'),
  constraint call_requests_company_check check (char_length(btrim(company)) between 1 and 200),
  constraint call_requests_time_window_check check (time_window in ('morning', 'afternoon')),
  constraint call_requests_timezone_check check (char_length(timezone) between 1 and 64),
  constraint call_requests_topic_check
    check (topic in ('demo', 'pilot', 'pricing', 'integration', 'standards', 'other')),
  constraint call_requests_notes_check check (notes is null or char_length(notes) <= 5000),
  constraint call_requests_locale_check check (locale in ('en', 'de', 'fr', 'es', 'it')),
  constraint call_requests_ip_hash_check check (ip_hash is null or ip_hash ~ '^[0-9a-f]{64}$')
);
create index call_requests_ip_hash_idx on public.call_requests (ip_hash, created_at desc);
create index call_requests_created_idx on public.call_requests (created_at desc);

alter table public.contact_submissions enable row level security;
alter table public.contact_submissions force row level security;
alter table public.call_requests enable row level security;
alter table public.call_requests force row level security;

-- Inserting is open (the table's checks bound what goes in); an INSERT … RETURNING would need a
-- SELECT policy too, which visitors do not get.
create policy contact_submissions_insert_anyone on public.contact_submissions
  for insert to anon, authenticated
  with check (true);
create policy contact_submissions_select_admins on public.contact_submissions
  for select to authenticated
  using ((select public.is_platform_admin()));

create policy call_requests_insert_anyone on public.call_requests
  for insert to anon, authenticated
  with check (true);
create policy call_requests_select_admins on public.call_requests
  for select to authenticated
  using ((select public.is_platform_admin()));

revoke all on table public.contact_submissions from anon, authenticated, service_role;
revoke all on table public.call_requests from anon, authenticated, service_role;
grant insert (name, email, company, message, locale, ip_hash) on table public.contact_submissions to anon, authenticated;
grant insert (name, email, company, preferred_date, time_window, timezone, topic, notes, locale, ip_hash)
  on table public.call_requests to anon, authenticated;
grant select on table public.contact_submissions to authenticated;
grant select on table public.call_requests to authenticated;
grant select, insert, delete on table public.contact_submissions to service_role;
grant select, insert, delete on table public.call_requests to service_role;
