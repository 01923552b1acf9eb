-- Review by value (issue 14.4, decision 0011). The engine reports on every held row the values that
-- held it (HeldRow.stops: [{field, term, key, code, candidates}]); the queue stores them and groups
-- pending rows by (field, key) — "part type 'Bremsbelagsatz': 212 rows, 31 parts" — so one decision
-- settles every pending row holding that value.
--
-- A row can be held by more than one value (an unknown make AND an unknown part type). Deciding one
-- value decides that field of the row only: the row's value_decisions collect the fields decided so
-- far, and the row stays pending until every one of its stops has a decision — then it becomes
-- `overridden` with the fields' overrides merged (what the export re-normalizes with). "Reject these
-- rows" rejects the row at once: a row with a rejected value cannot be exported whatever its other
-- values are. A pending row shows the values already decided for it; a person's own decision on the
-- row builds on them (approving it exports it with them, an override adds to them, clearing it
-- clears them too) — see conversion_rows_decide below.
--
-- Audit: a value decision is ONE entry, review.value_decided (conversion, field, term, key,
-- decision, reference id and name, rows changed, rows now decided), not one per row. The mechanism:
-- public.decide_review_value marks its transaction with the setting `partsmith.value_decision` = the
-- conversion id while it updates the rows; the per-row audit trigger stays quiet for that
-- conversion while the mark is set; the function clears the mark and writes the one entry with the
-- count. The mark cannot be used to decide rows unaudited: only this function writes while it is
-- set — the update policy refuses any user's direct write to the conversion's rows while the mark
-- names it — and the function always writes the entry before it returns.

-- ---- what held each row, and what has been decided of it ----------------------------------------

alter table public.conversion_rows
  add column stops jsonb not null default '[]'::jsonb,
  add column value_decisions jsonb not null default '{}'::jsonb,
  add constraint conversion_rows_stops_check check (jsonb_typeof(stops) = 'array'),
  add constraint conversion_rows_value_decisions_check check (jsonb_typeof(value_decisions) = 'object');
comment on column public.conversion_rows.stops is
  'The values that held the row (engine ValueStop[]: field, term, key, code, candidates best first).';
comment on column public.conversion_rows.value_decisions is
  'Value decisions applied to the row, by field: {decision: overridden, referenceId, name, override} or {decision: rejected}.';

-- "field:key" of every stop, and of the stops no value decision has settled yet. Field names have no
-- colon, so the first colon splits them.
create function public.review_stop_keys(p_stops jsonb) returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(distinct (s ->> 'field') || ':' || (s ->> 'key')), '{}')
  from pg_catalog.jsonb_array_elements(p_stops) s
$$;

create function public.review_open_stops(p_stops jsonb, p_value_decisions jsonb) returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(distinct (s ->> 'field') || ':' || (s ->> 'key')), '{}')
  from pg_catalog.jsonb_array_elements(p_stops) s
  where not (p_value_decisions ? (s ->> 'field'))
$$;

alter table public.conversion_rows
  add column stop_keys text[] not null generated always as (public.review_stop_keys(stops)) stored,
  add column open_stops text[] not null generated always as (public.review_open_stops(stops, value_decisions)) stored;
comment on column public.conversion_rows.stop_keys is 'field:key of every stop (generated): which value groups the row is in.';
comment on column public.conversion_rows.open_stops is 'field:key of the stops no value decision has settled (generated).';

-- Grouping a 100k-row queue by value reads only the pending rows a value holds, from the index
-- alone (conversion id and the open keys); finding a group's rows (to decide them, to list them)
-- goes through the keys' GIN index instead of the whole queue.
create index conversion_rows_open_stops_idx on public.conversion_rows (conversion_id) include (open_stops)
  where decision is null and open_stops <> '{}';
create index conversion_rows_stop_keys_idx on public.conversion_rows using gin (stop_keys)
  where stop_keys <> '{}';

-- The fields' overrides of a row's value decisions, merged (null when none overrides). Keys come in
-- jsonb order, so an explicit position decision's positionId wins over the one a part type decision
-- kept from the row.
create function public.review_value_override(p_value_decisions jsonb) returns jsonb
language sql immutable parallel safe
set search_path = ''
as $$
  select pg_catalog.jsonb_object_agg(o.key, o.value)
  from pg_catalog.jsonb_each(p_value_decisions) d, pg_catalog.jsonb_each(d.value -> 'override') o
  where d.value ->> 'decision' = 'overridden'
$$;

-- True while public.decide_review_value writes this conversion's rows (its one entry covers them).
create function public.review_value_deciding(p_conversion_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(pg_catalog.current_setting('partsmith.value_decision', true), '') = p_conversion_id::text
$$;

-- ---- a person's row decision builds on the values decided for the row ------------------------

create or replace function public.conversion_rows_decide() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_values jsonb;
begin
  if not exists (select 1 from public.conversions c where c.id = new.conversion_id and c.status = 'succeeded') then
    raise exception 'rows can be decided once their conversion has succeeded' using errcode = 'check_violation';
  end if;
  if new.carried_from is not null and new.carried_from is distinct from old.carried_from then
    if new.decision is null then
      raise exception 'a carried decision is a decision' using errcode = 'check_violation';
    end if;
    return new;
  end if;
  new.carried_from := null;
  if not public.review_value_deciding(new.conversion_id) then
    if new.decision is null then
      -- Clearing a row clears the values decided for it too: its stops are open again.
      new.value_decisions := '{}'::jsonb;
    elsif new.decision in ('approved', 'overridden') then
      -- Approving exports the row with the values decided for it; an override adds to them.
      v_values := public.review_value_override(old.value_decisions);
      if v_values is not null then
        new.override := v_values || coalesce(new.override, '{}'::jsonb);
        new.decision := 'overridden';
      end if;
    end if;
  end if;
  if new.decision is null then
    new.decided_by := null;
    new.decided_at := null;
  else
    new.decided_by := auth.uid();
    new.decided_at := now();
  end if;
  return new;
end
$$;

-- Quiet while a value decision writes (its one entry names the count); a cleared row's value
-- decisions are a change worth an entry even when the row was pending.
create or replace function public.audit_review_decision() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Carried: audited once for the re-run (audit_decisions_carried), and when it was first made.
  if new.carried_from is not null and new.carried_from is distinct from old.carried_from then
    return null;
  end if;
  if public.review_value_deciding(new.conversion_id) then
    return null;
  end if;
  perform public.audit_catalog_event(new.workspace_id,
    'review.' || coalesce(new.decision, 'cleared'),
    new.conversion_id::text || '#' || new.source_row::text,
    pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
      'conversion_id', new.conversion_id, 'row', new.source_row, 'outcome', new.outcome,
      'codes', pg_catalog.to_jsonb(new.codes), 'override', new.override,
      'previous', old.decision,
      'previous_value_decisions', case when new.value_decisions is distinct from old.value_decisions
                                       then nullif(old.value_decisions, '{}'::jsonb) end)));
  return null;
end
$$;

drop trigger conversion_rows_audit on public.conversion_rows;
create trigger conversion_rows_audit
  after update of decision, override on public.conversion_rows
  for each row
  when (old.decision is distinct from new.decision
        or old.override is distinct from new.override
        or old.value_decisions is distinct from new.value_decisions)
  execute function public.audit_review_decision();

-- While a value decision writes a conversion's rows, nobody else does (see the top).
drop policy conversion_rows_update_reviewers on public.conversion_rows;
create policy conversion_rows_update_reviewers on public.conversion_rows
  for update to authenticated
  using ((select public.is_workspace_member(workspace_id, array['owner', 'reviewer'])))
  with check ((select public.is_workspace_member(workspace_id, array['owner', 'reviewer']))
              and not public.review_value_deciding(conversion_id));

-- ---- one decision per value --------------------------------------------------------------------

-- Decides every pending row of a conversion whose open stops hold (p_field, p_key): `overridden`
-- with p_override — the override the review screen's picker stores for that reference entity, from
-- the app (which checked the id against the conversion's release) — or `rejected`. Per row, what the
-- picker would add for that row (lib/reference-search/override.ts, overrideFromPicks):
--   partType: the position the engine read from the old part type text, when the row gives none;
--   make, model: an empty BaseVehicleID, when the row has one (it would win over the names);
--   model: the make the engine read, when the row's make cell is empty (the model cell carried it),
--          from p_make_names (MakeID → name of the makes that have the model).
-- Rows already decided are left alone. Returns {rows, decided, pending}: rows changed, of which now
-- decided, and still pending on another of their values. Owners and reviewers of the workspace.
create function public.decide_review_value(
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
  if p_field not in ('partType', 'make', 'model', 'submodel', 'position') then
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

revoke all on function public.review_stop_keys(jsonb) from public, anon, authenticated, service_role;
revoke all on function public.review_open_stops(jsonb, jsonb) from public, anon, authenticated, service_role;
revoke all on function public.review_value_override(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.review_stop_keys(jsonb) to authenticated, service_role;
grant execute on function public.review_open_stops(jsonb, jsonb) to authenticated, service_role;
grant execute on function public.review_value_override(jsonb) to authenticated, service_role;
revoke all on function public.review_value_deciding(uuid) from public, anon, authenticated, service_role;
grant execute on function public.review_value_deciding(uuid) to authenticated, service_role;
revoke all on function public.decide_review_value(uuid, text, text, text, text, integer, text, jsonb, jsonb)
  from public, anon, authenticated, service_role;
grant execute on function public.decide_review_value(uuid, text, text, text, text, integer, text, jsonb, jsonb) to authenticated;
