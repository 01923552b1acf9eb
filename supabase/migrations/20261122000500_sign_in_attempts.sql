-- Failed sign-ins per email, for the throttle (10 failures within 15 minutes). Kept in the database
-- so every app process and both auth backends see the same count. Emails are stored only as
-- SHA-256 hashes of their lower-cased form; server code alone reads and writes.

create table public.sign_in_attempts (
  id bigserial primary key,
  email_hash text not null,
  succeeded boolean not null,
  ip_hash text,
  attempted_at timestamptz not null default now(),
  constraint sign_in_attempts_email_hash_check check (email_hash ~ '^[0-9a-f]{64}$'),
  constraint sign_in_attempts_ip_hash_check check (ip_hash is null or ip_hash ~ '^[0-9a-f]{64}$')
);
create index sign_in_attempts_email_idx on public.sign_in_attempts (email_hash, attempted_at desc);

alter table public.sign_in_attempts enable row level security;
alter table public.sign_in_attempts force row level security;

revoke all on table public.sign_in_attempts from anon, authenticated, service_role;
revoke all on sequence public.sign_in_attempts_id_seq from anon, authenticated, service_role;
grant select, insert, delete on table public.sign_in_attempts to service_role;
grant usage on sequence public.sign_in_attempts_id_seq to service_role;
