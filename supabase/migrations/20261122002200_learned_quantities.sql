-- Learned quantities (issue 14, decision 0011 amended): a row that states no quantity for a part a
-- vehicle takes several of is held (QTY_NOT_STATED), and review decides the quantity once for every
-- row holding the same "what it is of" — part type, position and, for parts fitted per cylinder, the
-- cylinders of the row's engines ("Brake Drum · Rear", "Spark Plug · 4 cylinders"). The decision is
-- kept as a learned term of field `qty` whose reference_id is the quantity itself (1..999), so the
-- list, its CSV, the API, the CLI, use counts, audit and RLS stay the ones learned terms have.
--
-- Two changes: the field list of learned_terms, and decide_review_value accepting `qty` (its
-- override is {"qty": "<n>"}, which the export re-normalizes with like any override). The function
-- is otherwise the one of migration 20261122002100, unchanged.

alter table public.learned_terms drop constraint learned_terms_field_check;
alter table public.learned_terms add constraint learned_terms_field_check
  check (field in ('partType', 'make', 'model', 'submodel', 'position', 'qty'));
alter table public.learned_terms add constraint learned_terms_qty_check
  check (field <> 'qty' or reference_id between 1 and 999);
comment on column public.learned_terms.reference_id is
  'PCdb PartTerminologyID (partType), VCdb MakeID (make), ModelID (model), SubmodelID (submodel), PCdb PositionID (position); the quantity itself (qty).';

create or replace function public.decide_review_value(
  p_conversion_id uuid,
  p_field text,
  p_key text,
  p_term text,
  p_decision text,
  p_reference_id integer default null,
  p_reference_name text default null,
  p_override jsonb default null,
  p_make_names jsonb default null
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_workspace uuid;
  v_status text;
  v_stop text := p_field || ':' || p_key;
  v_rows integer;
  v_decided integer;
  v_counts jsonb;
begin
  select c.workspace_id, c.status into v_workspace, v_status from public.conversions c where c.id = p_conversion_id;
  if v_workspace is null
     or auth.uid() is null
     or not public.is_workspace_member(v_workspace, null) then
    raise exception 'no such conversion' using errcode = 'no_data_found';
  end if;
  if not public.is_workspace_member(v_workspace, array['owner', 'reviewer']) then
    raise exception 'only owners and reviewers can decide review rows' using errcode = 'insufficient_privilege';
  end if;
  if v_status <> 'succeeded' then
    raise exception 'rows can be decided once their conversion has succeeded' using errcode = 'check_violation';
  end if;
  if p_field not in ('partType', 'make', 'model', 'submodel', 'position', 'qty') then
    raise exception 'values of % are not decided by value', p_field using errcode = 'invalid_parameter_value';
  end if;
  if coalesce(p_key, '') = '' or char_length(p_key) > 500 or coalesce(p_term, '') = '' or char_length(p_term) > 500 then
    raise exception 'a value decision names the value (term and key, up to 500 characters)' using errcode = 'invalid_parameter_value';
  end if;
  if p_decision = 'overridden' then
    if coalesce(p_reference_id, 0) <= 0 or pg_catalog.jsonb_typeof(p_override) is distinct from 'object' or p_override = '{}'::jsonb then
      raise exception 'an overriding value decision names a reference id and its override' using errcode = 'invalid_parameter_value';
    end if;
  elsif p_decision = 'rejected' then
    if p_reference_id is not null or p_override is not null then
      raise exception 'a rejecting value decision names no reference entity' using errcode = 'invalid_parameter_value';
    end if;
  else
    raise exception 'a value decision is overridden or rejected, not %', p_decision using errcode = 'invalid_parameter_value';
  end if;

  perform pg_catalog.set_config('partsmith.value_decision', p_conversion_id::text, true);

  with held as (
    select q.source_row,
      case when p_decision = 'rejected' then '{"decision": "rejected"}'::jsonb
      else pg_catalog.jsonb_build_object(
        'decision', 'overridden', 'referenceId', p_reference_id, 'name', p_reference_name,
        'override', p_override
          || case when p_field = 'partType'
                   and pg_catalog.btrim(coalesce(q.fields ->> 'position', '')) = ''
                   and pg_catalog.btrim(coalesce(q.fields ->> 'positionId', '')) = ''
                   and not (p_override ? 'positionId')
                   and n.position_id is not null
                  then pg_catalog.jsonb_build_object('positionId', n.position_id) else '{}'::jsonb end
          || case when p_field in ('make', 'model') and pg_catalog.btrim(coalesce(q.fields ->> 'baseVehicleId', '')) <> ''
                  then '{"baseVehicleId": ""}'::jsonb else '{}'::jsonb end
          || case when p_field = 'model' and pg_catalog.btrim(coalesce(q.fields ->> 'make', '')) = ''
                   and p_make_names ? n.make_id
                  then pg_catalog.jsonb_build_object('make', p_make_names ->> n.make_id) else '{}'::jsonb end)
      end as entry,
      not exists (select 1 from pg_catalog.unnest(q.open_stops) k where pg_catalog.split_part(k, ':', 1) <> p_field) as complete
    from public.conversion_rows q
    left join lateral (
      select
        (select x.value ->> 'value' from pg_catalog.jsonb_array_elements(q.notes) x
         where x.value ->> 'field' in ('positionId', 'position') and pg_catalog.jsonb_typeof(x.value -> 'value') = 'number' limit 1) as position_id,
        (select x.value ->> 'value' from pg_catalog.jsonb_array_elements(q.notes) x
         where x.value ->> 'field' = 'make' and pg_catalog.jsonb_typeof(x.value -> 'value') = 'number' limit 1) as make_id
    ) n on true
    where q.conversion_id = p_conversion_id and q.decision is null
      and q.stop_keys @> array[v_stop] and q.open_stops @> array[v_stop]
    for update of q
  ), changed as (
    update public.conversion_rows r set
      value_decisions = r.value_decisions || pg_catalog.jsonb_build_object(p_field, h.entry),
      decision = case when p_decision = 'rejected' then 'rejected' when h.complete then 'overridden' end,
      override = case when p_decision = 'overridden' and h.complete
                      then public.review_value_override(r.value_decisions || pg_catalog.jsonb_build_object(p_field, h.entry)) end
    from held h
    where r.conversion_id = p_conversion_id and r.source_row = h.source_row
    returning r.decision
  )
  select count(*)::int, (count(*) filter (where decision is not null))::int into v_rows, v_decided from changed;

  perform pg_catalog.set_config('partsmith.value_decision', '', true);

  v_counts := pg_catalog.jsonb_build_object('rows', v_rows, 'decided', v_decided, 'pending', v_rows - v_decided);
  if v_rows > 0 then
    perform public.audit_catalog_event(v_workspace, 'review.value_decided',
      p_conversion_id::text || '#' || p_field || ':' || pg_catalog.left(p_key, 400),
      pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
        'conversion_id', p_conversion_id, 'field', p_field, 'term', p_term, 'key', p_key,
        'decision', p_decision, 'reference_id', p_reference_id, 'reference_name', p_reference_name,
        'override', p_override)) || v_counts);
  end if;
  return v_counts;
end
$$;
