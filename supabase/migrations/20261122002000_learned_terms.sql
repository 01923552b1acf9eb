-- Learned terms (issue 14.5, decision 0011): a person's decision on a catalog value ("Bremsbelagsatz"
-- means PCdb part type 1684), kept by the workspace and applied by its later conversions. One row per
-- workspace, field and key; the key is the engine's learnedTermKey(term) (case, spacing, punctuation
-- and accents folded), computed by the app because only the engine knows how to fold.
--
-- Who: members read; owners and reviewers (the roles that decide review rows) add, change and
-- remove; nothing crosses workspaces. The convert job (service_role) counts uses.
--
-- Audit: each term added, changed or removed is one entry (learned_term.added|changed|removed).
-- A file import is ONE entry (learned_terms.imported, with the counts): public.import_learned_terms
-- marks the transaction with the setting `partsmith.learned_terms_import` = the workspace id while it
-- writes, the row triggers stay quiet for that workspace while the mark is set, and the function
-- writes the one entry. The mark cannot be used to write around the audit: the function clears it
-- before returning, and while it is set the policies refuse any direct write by a user (the
-- function itself runs as the table owner, which RLS does not restrict).

create table public.learned_terms (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  field text not null,
  term text not null,
  term_key text not null,
  reference_id integer not null,
  reference_name text,
  language text,
  origin text not null,
  conversion_id uuid references public.conversions (id) on delete set null,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_by uuid references public.users (id) on delete set null,
  updated_at timestamptz,
  use_count integer not null default 0,
  last_used_at timestamptz,
  constraint learned_terms_workspace_field_key unique (workspace_id, field, term_key),
  constraint learned_terms_field_check check (field in ('partType', 'make', 'model', 'submodel', 'position')),
  constraint learned_terms_term_check check (char_length(term) between 1 and 500 and btrim(term) <> ''),
  constraint learned_terms_term_key_check check (char_length(term_key) between 1 and 500),
  constraint learned_terms_reference_id_check check (reference_id > 0),
  constraint learned_terms_reference_name_check check (reference_name is null or char_length(reference_name) <= 500),
  constraint learned_terms_language_check check (language is null or language in ('en', 'de', 'fr', 'es', 'it')),
  constraint learned_terms_origin_check check (origin in ('review', 'import', 'api', 'settings')),
  constraint learned_terms_use_count_check check (use_count >= 0)
);
comment on table public.learned_terms is
  'A workspace''s decisions on catalog values (field + term → reference ID), applied by its later conversions (decision 0011).';
comment on column public.learned_terms.term_key is 'learnedTermKey(term) from lib/catalog/normalize: what catalog values are compared by.';
comment on column public.learned_terms.reference_id is
  'PCdb PartTerminologyID (partType), VCdb MakeID (make), ModelID (model), SubmodelID (submodel), PCdb PositionID (position).';
comment on column public.learned_terms.reference_name is 'The reference entity''s name when the term was decided, for people reading the list.';
comment on column public.learned_terms.origin is 'Where the decision was made: review (a value decision), import (a CSV file), api, settings.';
comment on column public.learned_terms.use_count is 'Rows of this workspace''s conversions the term resolved, added by the convert job.';

-- The settings list pages newest first; the engine's lookups use the unique key.
create index learned_terms_workspace_recent_idx on public.learned_terms (workspace_id, created_at desc, id desc);
create index learned_terms_conversion_idx on public.learned_terms (conversion_id) where conversion_id is not null;

-- Who and when come from the session, never from the caller; counting uses is not a change.
create function public.learned_terms_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.created_by := coalesce(auth.uid(), new.created_by);
    new.updated_at := null;
    new.updated_by := null;
  elsif (new.reference_id, new.reference_name, new.language, new.origin, new.conversion_id)
        is distinct from (old.reference_id, old.reference_name, old.language, old.origin, old.conversion_id) then
    new.updated_at := now();
    new.updated_by := auth.uid();
  end if;
  return new;
end
$$;

create trigger learned_terms_stamp
  before insert or update on public.learned_terms
  for each row execute function public.learned_terms_stamp();

-- A term learned on a conversion names a conversion of the same workspace, whatever RLS lets the
-- writer see.
create function public.learned_terms_check_conversion() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.conversion_id is not null and not exists (
    select 1 from public.conversions c where c.id = new.conversion_id and c.workspace_id = new.workspace_id
  ) then
    raise exception 'conversion % is not a conversion of workspace %', new.conversion_id, new.workspace_id
      using errcode = 'foreign_key_violation';
  end if;
  return new;
end
$$;

create trigger learned_terms_check_conversion
  before insert or update of conversion_id on public.learned_terms
  for each row execute function public.learned_terms_check_conversion();

-- True while public.import_learned_terms writes this workspace's terms (its one entry covers them).
create function public.learned_terms_importing(p_workspace_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(pg_catalog.current_setting('partsmith.learned_terms_import', true), '') = p_workspace_id::text
$$;

create function public.audit_learned_term() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    -- A workspace being deleted takes its terms along; that is not a decision about each term.
    if not public.learned_terms_importing(old.workspace_id)
       and exists (select 1 from public.workspaces w where w.id = old.workspace_id) then
      perform public.audit_catalog_event(old.workspace_id, 'learned_term.removed', old.id::text,
        pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
          'field', old.field, 'term', old.term, 'reference_id', old.reference_id,
          'reference_name', old.reference_name, 'use_count', old.use_count)));
    end if;
    return null;
  end if;
  if public.learned_terms_importing(new.workspace_id) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform public.audit_catalog_event(new.workspace_id, 'learned_term.added', new.id::text,
      pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
        'field', new.field, 'term', new.term, 'reference_id', new.reference_id,
        'reference_name', new.reference_name, 'language', new.language, 'origin', new.origin,
        'conversion_id', new.conversion_id)),
      new.created_by);
  else
    perform public.audit_catalog_event(new.workspace_id, 'learned_term.changed', new.id::text,
      pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
        'field', new.field, 'term', new.term, 'reference_id', new.reference_id,
        'reference_name', new.reference_name, 'language', new.language, 'origin', new.origin,
        'conversion_id', new.conversion_id,
        'previous_reference_id', old.reference_id, 'previous_language', old.language)),
      new.updated_by);
  end if;
  return null;
end
$$;

create trigger learned_terms_added_audit
  after insert on public.learned_terms
  for each row execute function public.audit_learned_term();
-- Counting uses (use_count, last_used_at) is not a change of the term.
create trigger learned_terms_changed_audit
  after update of reference_id, reference_name, language on public.learned_terms
  for each row
  when ((new.reference_id, new.reference_name, new.language) is distinct from (old.reference_id, old.reference_name, old.language))
  execute function public.audit_learned_term();
create trigger learned_terms_removed_audit
  after delete on public.learned_terms
  for each row execute function public.audit_learned_term();

-- A file of terms as one act: p_terms is a JSON array of
-- {field, term, term_key, reference_id, reference_name, language}, already checked by the app
-- (one entry per field and key, reference IDs in the workspace's current release). With p_replace,
-- the workspace's terms the file does not name are removed. Returns the counts, which are also the
-- audit entry's details. Owners and reviewers, or trusted server code.
create function public.import_learned_terms(
  p_workspace_id uuid,
  p_terms jsonb,
  p_replace boolean default false,
  p_origin text default 'import'
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_total integer;
  v_added integer := 0;
  v_changed integer := 0;
  v_removed integer := 0;
  v_counts jsonb;
begin
  if auth.uid() is not null then
    if not public.is_workspace_member(p_workspace_id, array['owner', 'reviewer']) then
      raise exception 'only owners and reviewers can import learned terms' using errcode = 'insufficient_privilege';
    end if;
  elsif not public.is_trusted_caller() then
    raise exception 'importing learned terms needs a signed-in user' using errcode = 'insufficient_privilege';
  end if;
  if p_origin not in ('import', 'api') then
    raise exception 'an import''s origin is import or api, not %', p_origin using errcode = 'check_violation';
  end if;
  if pg_catalog.jsonb_typeof(p_terms) is distinct from 'array' then
    raise exception 'learned terms to import are a JSON array' using errcode = 'invalid_parameter_value';
  end if;
  v_total := pg_catalog.jsonb_array_length(p_terms);

  perform pg_catalog.set_config('partsmith.learned_terms_import', p_workspace_id::text, true);

  if p_replace then
    delete from public.learned_terms t
    where t.workspace_id = p_workspace_id
      and not exists (
        select 1 from pg_catalog.jsonb_to_recordset(p_terms) as x(field text, term_key text)
        where x.field = t.field and x.term_key = t.term_key);
    get diagnostics v_removed = row_count;
  end if;

  -- xmax = 0 tells a row inserted by this statement from one it updated.
  with written as (
    insert into public.learned_terms as t
      (workspace_id, field, term, term_key, reference_id, reference_name, language, origin)
    select p_workspace_id, x.field, x.term, x.term_key, x.reference_id, x.reference_name, x.language, p_origin
    from pg_catalog.jsonb_to_recordset(p_terms)
      as x(field text, term text, term_key text, reference_id integer, reference_name text, language text)
    on conflict (workspace_id, field, term_key) do update set
      reference_id = excluded.reference_id,
      reference_name = excluded.reference_name,
      language = excluded.language,
      origin = excluded.origin,
      conversion_id = null
    where (t.reference_id, t.language) is distinct from (excluded.reference_id, excluded.language)
    returning (t.xmax = 0) as inserted
  )
  select count(*) filter (where inserted), count(*) filter (where not inserted)
  into v_added, v_changed
  from written;

  perform pg_catalog.set_config('partsmith.learned_terms_import', '', true);

  v_counts := pg_catalog.jsonb_build_object(
    'count', v_total, 'added', v_added, 'changed', v_changed,
    'unchanged', v_total - v_added - v_changed, 'removed', v_removed,
    'replace', p_replace, 'origin', p_origin);
  perform public.audit_catalog_event(p_workspace_id, 'learned_terms.imported', p_workspace_id::text, v_counts);
  return v_counts;
end
$$;

revoke all on function public.learned_terms_stamp() from public, anon, authenticated, service_role;
revoke all on function public.learned_terms_check_conversion() from public, anon, authenticated, service_role;
revoke all on function public.audit_learned_term() from public, anon, authenticated, service_role;
revoke all on function public.learned_terms_importing(uuid) from public, anon, authenticated, service_role;
grant execute on function public.learned_terms_importing(uuid) to authenticated, service_role;
revoke all on function public.import_learned_terms(uuid, jsonb, boolean, text) from public, anon, authenticated, service_role;
grant execute on function public.import_learned_terms(uuid, jsonb, boolean, text) to authenticated, service_role;

alter table public.learned_terms enable row level security;
alter table public.learned_terms force row level security;

create policy learned_terms_select_members on public.learned_terms
  for select to authenticated
  using ((select public.is_workspace_member(workspace_id, null)));
create policy learned_terms_insert_deciders on public.learned_terms
  for insert to authenticated
  with check ((select public.is_workspace_member(workspace_id, array['owner', 'reviewer']))
              and not public.learned_terms_importing(workspace_id));
create policy learned_terms_update_deciders on public.learned_terms
  for update to authenticated
  using ((select public.is_workspace_member(workspace_id, array['owner', 'reviewer'])))
  with check ((select public.is_workspace_member(workspace_id, array['owner', 'reviewer']))
              and not public.learned_terms_importing(workspace_id));
create policy learned_terms_delete_deciders on public.learned_terms
  for delete to authenticated
  using ((select public.is_workspace_member(workspace_id, array['owner', 'reviewer']))
         and not public.learned_terms_importing(workspace_id));

revoke all on table public.learned_terms from anon, authenticated, service_role;
grant select, delete on table public.learned_terms to authenticated;
grant insert (workspace_id, field, term, term_key, reference_id, reference_name, language, origin, conversion_id)
  on table public.learned_terms to authenticated;
-- The term and its key stay as first learned (the key is what makes it the same term); what it
-- means, and where that was last decided, can change.
grant update (reference_id, reference_name, language, origin, conversion_id) on table public.learned_terms to authenticated;
-- The convert job reads the terms and counts their uses; the CLI may manage a workspace's terms.
grant select, insert, update, delete on table public.learned_terms to service_role;
