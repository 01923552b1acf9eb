-- Accounts: one public.users row per auth.users row (created by trigger), with the manual-approval
-- status and the platform-administrator flag. Runs unchanged on Supabase, Postgres and PGlite; on
-- the latter two lib/db/bootstrap.sql first creates the auth schema and the API roles.
--
-- Privileges: Supabase's default privileges grant everything on new objects to anon, authenticated
-- and service_role, so every object here revokes first and grants exactly what is meant.

create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  username text,
  account_status text not null default 'pending_review',
  is_admin boolean not null default false,
  approved_by uuid references public.users (id) on delete set null,
  approved_at timestamptz,
  status_reason text,
  status_changed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_account_status_check
    check (account_status in ('pending_review', 'active', 'suspended')),
  constraint users_username_format_check
    check (username is null or username ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$'),
  constraint users_status_reason_length_check
    check (status_reason is null or char_length(status_reason) <= 1000)
);
comment on table public.users is 'Partsmith account per auth user: approval status, platform admin flag.';
comment on column public.users.is_admin is 'Platform staff (approves accounts). Not a workspace role.';

create unique index users_username_key on public.users (lower(username));
create index users_account_status_idx on public.users (account_status, created_at);

create trigger users_set_updated_at
  before update on public.users
  for each row execute function public.set_updated_at();

-- RLS helper: is the caller an active platform administrator? SECURITY DEFINER so policies on
-- public.users can call it without recursing into themselves.
create function public.is_platform_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.users u
    where u.id = auth.uid() and u.is_admin and u.account_status = 'active'
  )
$$;

-- The sign-up form asks before submitting; the trigger below also re-checks.
create function public.username_available(p_username text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select p_username ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$'
    and not exists (select 1 from public.users u where lower(u.username) = lower(p_username))
$$;

-- A new auth user gets a pending account. The username comes from the sign-up metadata; one that is
-- malformed or already taken is dropped rather than failing the sign-up (the auth service would
-- only report an opaque "Database error saving new user").
create function public.handle_new_auth_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  wanted text := nullif(btrim(new.raw_user_meta_data ->> 'username'), '');
begin
  if wanted is not null and not public.username_available(wanted) then
    wanted := null;
  end if;
  begin
    insert into public.users (id, email, username)
    values (new.id, new.email, wanted)
    on conflict (id) do nothing;
  exception when unique_violation then
    -- Lost a race for the username with a concurrent sign-up.
    insert into public.users (id, email, username)
    values (new.id, new.email, null)
    on conflict (id) do nothing;
  end;
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_auth_user();

create function public.handle_auth_user_email_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.users set email = new.email where id = new.id;
  return new;
end
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.handle_auth_user_email_change();

alter table public.users enable row level security;
alter table public.users force row level security;

create policy users_select_self_or_admin on public.users
  for select to authenticated
  using (id = (select auth.uid()) or (select public.is_platform_admin()));

-- Users may change their own username only (column privilege below); status and the admin flag
-- change through set_account_status() / set_platform_admin().
create policy users_update_self on public.users
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

revoke all on table public.users from anon, authenticated, service_role;
grant select on table public.users to authenticated;
grant update (username) on table public.users to authenticated;
grant select, insert, update, delete on table public.users to service_role;

revoke all on function public.set_updated_at() from public, anon, authenticated, service_role;
revoke all on function public.handle_new_auth_user() from public, anon, authenticated, service_role;
revoke all on function public.handle_auth_user_email_change() from public, anon, authenticated, service_role;
revoke all on function public.is_platform_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_platform_admin() to anon, authenticated, service_role;
revoke all on function public.username_available(text) from public, anon, authenticated, service_role;
grant execute on function public.username_available(text) to anon, authenticated, service_role;
