-- The workspace's sender identity (issue 12.3): who its ACES and PIES headers say the deliverables
-- come from. Before this every header named "Partsmith" as Company and SenderName and "not given" as
-- phone. One row per workspace once an owner saves it; a missing row or a null field means the
-- headers carry placeholders, which each conversion reports as HEADER_SENDER_PLACEHOLDER.
--
-- The checks repeat the engine's rules (lib/catalog/convert/sender.ts: lengths that fit the PIES 7.2
-- TechnicalContact and ContactEmail bounds, phone digits, the Auto Care brand code pattern), so a row
-- written around the app still makes valid headers.

create table public.sender_identities (
  workspace_id uuid primary key references public.workspaces (id) on delete cascade,
  company text,
  sender_name text,
  sender_phone text,
  sender_email text,
  -- [{"name": "Acme Brakes", "code": "BKMN"}, …]: the brands the workspace sells, by BrandAAIAID.
  brands jsonb not null default '[]'::jsonb,
  document_title text,
  default_language text,
  updated_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  constraint sender_identities_company_check
    check (company is null or (char_length(company) between 1 and 120 and company !~ '[[:cntrl:]]')),
  constraint sender_identities_sender_name_check
    check (sender_name is null or (char_length(sender_name) between 1 and 60 and sender_name !~ '[[:cntrl:]]')),
  constraint sender_identities_sender_phone_check
    check (sender_phone is null
           or (char_length(sender_phone) <= 30 and sender_phone ~ '^\+?[0-9(][0-9 ()./-]*[0-9]$'
               and char_length(regexp_replace(sender_phone, '[^0-9]', '', 'g')) >= 5)),
  constraint sender_identities_sender_email_check
    check (sender_email is null or (char_length(sender_email) <= 254 and sender_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  constraint sender_identities_brands_check
    check (jsonb_typeof(brands) = 'array' and jsonb_array_length(brands) <= 50
           and not jsonb_path_exists(brands,
             '$[*] ? (!(@.code.type() == "string" && @.code like_regex "^[B-DF-HJ-NP-TV-Z][B-DF-HJ-NP-Z][B-NP-TV-Z][A-Z]$"
                        && @.name.type() == "string" && @.name like_regex "^[^[:cntrl:]]{1,100}$"))')),
  constraint sender_identities_document_title_check
    check (document_title is null or (char_length(document_title) between 1 and 200 and document_title !~ '[[:cntrl:]]')),
  constraint sender_identities_default_language_check
    check (default_language is null or default_language in ('en', 'de', 'fr', 'es', 'it'))
);
comment on table public.sender_identities is
  'Who a workspace''s ACES/PIES headers name as sender; a missing row or null field = placeholders, reported as a finding.';
comment on column public.sender_identities.brands is 'The brands the workspace sells: [{name, code}] with code an Auto Care BrandAAIAID.';
comment on column public.sender_identities.document_title is 'ACES DocumentTitle pattern with {brand}, {code}, {date}, {file}; null = "{brand} fitment from {file}".';
comment on column public.sender_identities.default_language is 'PIES Header LanguageCode; null = the language detected in the catalog.';

create function public.sender_identities_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := coalesce(auth.uid(), new.updated_by);
  return new;
end
$$;

create trigger sender_identities_stamp
  before insert or update on public.sender_identities
  for each row execute function public.sender_identities_stamp();

-- What the headers will say is part of the workspace's record: who changed it, to what.
create function public.audit_sender_identity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'workspace.sender_identity_changed', new.workspace_id::text,
    pg_catalog.jsonb_build_object(
      'company', new.company,
      'sender_name', new.sender_name,
      'sender_phone', new.sender_phone,
      'sender_email', new.sender_email,
      'brands', new.brands,
      'document_title', new.document_title,
      'default_language', new.default_language));
  return null;
end
$$;

create trigger sender_identities_audit
  after insert or update on public.sender_identities
  for each row execute function public.audit_sender_identity();

revoke all on function public.sender_identities_stamp() from public, anon, authenticated, service_role;
revoke all on function public.audit_sender_identity() from public, anon, authenticated, service_role;

-- Members read it (the export screen names missing fields); only owners change it, as other settings.
alter table public.sender_identities enable row level security;
alter table public.sender_identities force row level security;

create policy sender_identities_select_members on public.sender_identities
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));
create policy sender_identities_insert_owners on public.sender_identities
  for insert to authenticated
  with check ((select public.is_workspace_member(workspace_id, array['owner'])));
create policy sender_identities_update_owners on public.sender_identities
  for update to authenticated
  using ((select public.is_workspace_member(workspace_id, array['owner'])))
  with check ((select public.is_workspace_member(workspace_id, array['owner'])));

revoke all on table public.sender_identities from anon, authenticated, service_role;
grant select on table public.sender_identities to authenticated;
grant insert (workspace_id, company, sender_name, sender_phone, sender_email, brands, document_title, default_language)
  on table public.sender_identities to authenticated;
grant update (company, sender_name, sender_phone, sender_email, brands, document_title, default_language)
  on table public.sender_identities to authenticated;
-- Jobs read it as the service role to write the headers (and the CLI may set it for a workspace).
grant select, insert, update on table public.sender_identities to service_role;
