-- What Supabase provides before any migration runs, recreated for PGlite and plain Postgres.
-- NOT a migration: never run it on Supabase (the runner skips it there). Idempotent: it runs on
-- every start of the embedded database and before every `db:migrate` on a non-Supabase database.
-- Shapes follow Supabase (auth.users columns, auth.uid()/auth.jwt()/auth.role() reading
-- request.jwt.claims), so the migrations and the RLS policies run unchanged on both.

-- Roles PostgREST switches to on Supabase. service_role bypasses RLS; the others never do.
do $bootstrap$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- The connecting role must be able to SET ROLE to each (superusers can anyway).
  if not pg_catalog.pg_has_role(current_user, 'anon', 'MEMBER') then
    execute pg_catalog.format('grant anon to %I', current_user);
  end if;
  if not pg_catalog.pg_has_role(current_user, 'authenticated', 'MEMBER') then
    execute pg_catalog.format('grant authenticated to %I', current_user);
  end if;
  if not pg_catalog.pg_has_role(current_user, 'service_role', 'MEMBER') then
    execute pg_catalog.format('grant service_role to %I', current_user);
  end if;
end
$bootstrap$;

create schema if not exists auth;
comment on schema auth is 'Supabase-shaped auth schema created by the Partsmith bootstrap (embedded / plain Postgres).';

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text unique,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  reauthentication_token varchar(255),
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
-- Supabase's own index name and shape: one account per email among non-SSO users.
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);

-- Server-side sessions, so the embedded adapter can revoke a session on sign-out (Supabase keeps
-- the same table for the same reason).
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Claims are read the way Supabase's functions read them: the whole JWT in request.jwt.claims,
-- falling back to the older per-claim settings.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

-- As on Supabase: the API roles may call the claim functions (RLS policies do) but never read
-- auth tables directly; only the owner (the embedded auth adapter's connection) touches those.
grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
revoke all on auth.users, auth.sessions from anon, authenticated;
grant all on auth.users, auth.sessions to service_role;

grant usage on schema public to anon, authenticated, service_role;
