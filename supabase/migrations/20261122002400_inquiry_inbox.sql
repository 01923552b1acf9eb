-- The inquiry inbox (issue 16, point 7). The footer's "Request Docs" becomes a form of its own, stored
-- like the contact and schedule-a-call forms (anyone inserts, platform administrators read); and the
-- platform team gets a page listing all three kinds with a status they can set: new or handled.
-- A status change goes through set_inquiry_status(), which only platform administrators may call
-- and which writes the change to the platform audit chain, as account decisions are.

create table public.docs_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  company text not null,
  documents text not null,
  notes text,
  locale text not null default 'en',
  ip_hash text,
  created_at timestamptz not null default now(),
  constraint docs_requests_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint docs_requests_email_check check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+$'),
  constraint docs_requests_company_check check (char_length(btrim(company)) between 1 and 200),
  constraint docs_requests_documents_check
    check (documents in ('security', 'dpa', 'api', 'standards', 'evidence', 'other')),
  constraint docs_requests_notes_check check (notes is null or char_length(notes) <= 5000),
  constraint docs_requests_locale_check check (locale in ('en', 'de', 'fr', 'es', 'it')),
  constraint docs_requests_ip_hash_check check (ip_hash is null or ip_hash ~ '^[0-9a-f]{64}$')
);
create index docs_requests_ip_hash_idx on public.docs_requests (ip_hash, created_at desc);
create index docs_requests_created_idx on public.docs_requests (created_at desc);

alter table public.docs_requests enable row level security;
alter table public.docs_requests force row level security;
create policy docs_requests_insert_anyone on public.docs_requests
  for insert to anon, authenticated
  with check (true);
create policy docs_requests_select_admins on public.docs_requests
  for select to authenticated
  using ((select public.is_platform_admin()));

revoke all on table public.docs_requests from anon, authenticated, service_role;
grant insert (name, email, company, documents, notes, locale, ip_hash) on table public.docs_requests to anon, authenticated;
grant select on table public.docs_requests to authenticated;
grant select, insert, delete on table public.docs_requests to service_role;

-- Status, on each of the three tables alike. Visitors' insert grants name their columns, so nobody
-- sends a message that arrives "handled"; nobody but the function below updates these.
alter table public.contact_submissions
  add column status text not null default 'new',
  add column handled_at timestamptz,
  add column handled_by uuid references public.users (id) on delete set null,
  add constraint contact_submissions_status_check check (status in ('new', 'handled'));
alter table public.call_requests
  add column status text not null default 'new',
  add column handled_at timestamptz,
  add column handled_by uuid references public.users (id) on delete set null,
  add constraint call_requests_status_check check (status in ('new', 'handled'));
alter table public.docs_requests
  add column status text not null default 'new',
  add column handled_at timestamptz,
  add column handled_by uuid references public.users (id) on delete set null,
  add constraint docs_requests_status_check check (status in ('new', 'handled'));

-- One list of all three, newest first. security_invoker: the tables' own RLS decides who sees rows
-- (platform administrators), not the view's owner.
create view public.inquiries with (security_invoker = true) as
  select 'contact'::text as kind, c.id, c.created_at, c.name, c.email, c.company, c.locale,
         c.message, pg_catalog.jsonb_build_object() as details,
         c.status, c.handled_at, c.handled_by
  from public.contact_submissions c
  union all
  select 'callRequest', r.id, r.created_at, r.name, r.email, r.company, r.locale,
         r.notes, pg_catalog.jsonb_build_object('preferredDate', r.preferred_date, 'timeWindow', r.time_window,
           'timezone', r.timezone, 'topic', r.topic),
         r.status, r.handled_at, r.handled_by
  from public.call_requests r
  union all
  select 'docsRequest', d.id, d.created_at, d.name, d.email, d.company, d.locale,
         d.notes, pg_catalog.jsonb_build_object('documents', d.documents),
         d.status, d.handled_at, d.handled_by
  from public.docs_requests d;

revoke all on table public.inquiries from anon, authenticated, service_role;
grant select on table public.inquiries to authenticated, service_role;

create function public.set_inquiry_status(p_kind text, p_id uuid, p_status text) returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  previous text;
begin
  if caller is null or not public.is_platform_admin() then
    raise exception 'only platform administrators change the status of an inquiry'
      using errcode = 'insufficient_privilege';
  end if;
  if p_status is null or p_status not in ('new', 'handled') then
    raise exception 'unknown inquiry status: %', coalesce(p_status, 'null') using errcode = 'invalid_parameter_value';
  end if;

  if p_kind = 'contact' then
    select status into previous from public.contact_submissions where id = p_id for update;
    if found then
      update public.contact_submissions
      set status = p_status,
          handled_at = case when p_status = 'handled' then now() end,
          handled_by = case when p_status = 'handled' then caller end
      where id = p_id;
    end if;
  elsif p_kind = 'callRequest' then
    select status into previous from public.call_requests where id = p_id for update;
    if found then
      update public.call_requests
      set status = p_status,
          handled_at = case when p_status = 'handled' then now() end,
          handled_by = case when p_status = 'handled' then caller end
      where id = p_id;
    end if;
  elsif p_kind = 'docsRequest' then
    select status into previous from public.docs_requests where id = p_id for update;
    if found then
      update public.docs_requests
      set status = p_status,
          handled_at = case when p_status = 'handled' then now() end,
          handled_by = case when p_status = 'handled' then caller end
      where id = p_id;
    end if;
  else
    raise exception 'unknown inquiry kind: %', coalesce(p_kind, 'null') using errcode = 'invalid_parameter_value';
  end if;
  if previous is null then
    raise exception 'no % inquiry with id %', p_kind, p_id using errcode = 'no_data_found';
  end if;

  if previous <> p_status then
    perform public.append_audit(
      null,
      case p_status when 'handled' then 'inquiry.handled' else 'inquiry.reopened' end,
      p_kind || ':' || p_id::text,
      pg_catalog.jsonb_build_object('kind', p_kind, 'from', previous, 'to', p_status)
    );
  end if;
  return p_status;
end
$$;

revoke all on function public.set_inquiry_status(text, uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.set_inquiry_status(text, uuid, text) to authenticated;
