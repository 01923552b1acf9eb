-- A re-run carries the review decisions (issue 12.2, decision 0008's last paragraph). A conversion
-- re-run against another release is a new conversion with its own review queue; the people who
-- decided the old one's held rows should not have to decide them again where nothing changed. When
-- the re-run finishes, the convert job carries each decision of the conversion it was re-run from
-- to the new one's row when the row is held again for the same reason with the same values (and an
-- override's reference ids exist in the new release); the rest wait for review again.
--
-- What is stored: the conversion a re-run came from (conversions.rerun_of), where each carried
-- decision came from (conversion_rows.carried_from, with the original decider and time kept), and
-- the counts (conversions.carried_decisions), whose recording is one audit entry. Carried decisions
-- are not one audit entry each: they were audited when people made them.

alter table public.conversions
  add column rerun_of uuid references public.conversions (id) on delete set null,
  add column carried_decisions jsonb,
  add constraint conversions_carried_decisions_check
    check (carried_decisions is null or (jsonb_typeof(carried_decisions) = 'object' and rerun_of is not null));
comment on column public.conversions.rerun_of is
  'The conversion this one re-ran against another release (its decisions are carried over when this one finishes).';
comment on column public.conversions.carried_decisions is
  'What the re-run carried: {from, carried, reviewAgain, noLongerHeld} decisions of rerun_of. Set once, by the convert job.';

-- The person asking for the re-run names the conversion it comes from; it must be the same upload
-- in the same workspace (checked below, whatever RLS lets the insert see).
grant insert (rerun_of) on table public.conversions to authenticated;

create function public.conversions_check_rerun_of() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.rerun_of is not null and not exists (
    select 1 from public.conversions c
    where c.id = new.rerun_of and c.workspace_id = new.workspace_id and c.upload_id = new.upload_id
  ) then
    raise exception 'conversion % is not a conversion of the same upload in workspace %', new.rerun_of, new.workspace_id
      using errcode = 'foreign_key_violation';
  end if;
  return new;
end
$$;

create trigger conversions_check_rerun_of
  before insert on public.conversions
  for each row execute function public.conversions_check_rerun_of();

-- Recording what was carried is the audit entry naming the count, by the person who asked for the re-run.
create function public.audit_decisions_carried() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'review.carried', new.id::text,
    pg_catalog.jsonb_build_object(
      'from_conversion_id', new.rerun_of,
      'carried', new.carried_decisions -> 'carried',
      'review_again', new.carried_decisions -> 'reviewAgain',
      'no_longer_held', new.carried_decisions -> 'noLongerHeld',
      'reference_release_id', new.reference_release_id),
    new.created_by);
  return null;
end
$$;

create trigger conversions_decisions_carried_audit
  after update of carried_decisions on public.conversions
  for each row
  when (old.carried_decisions is null and new.carried_decisions is not null)
  execute function public.audit_decisions_carried();

alter table public.conversion_rows
  add column carried_from uuid references public.conversions (id) on delete set null;
comment on column public.conversion_rows.carried_from is
  'The conversion whose decision this is (a re-run carried it; decided_by and decided_at are the original''s). Null once a person decides here.';

-- Only the convert job (service_role) carries decisions, keeping who decided and when; any decision
-- a person makes afterwards is theirs, and no longer a carried one.
grant update (carried_from, decided_by, decided_at) on table public.conversion_rows to service_role;

create or replace function public.conversion_rows_decide() returns trigger
language plpgsql security definer
set search_path = ''
as $$
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

create or replace function public.audit_review_decision() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Carried: audited once for the re-run (audit_decisions_carried), and when it was first made.
  if new.carried_from is not null and new.carried_from is distinct from old.carried_from then
    return null;
  end if;
  perform public.audit_catalog_event(new.workspace_id,
    'review.' || coalesce(new.decision, 'cleared'),
    new.conversion_id::text || '#' || new.source_row::text,
    pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
      'conversion_id', new.conversion_id, 'row', new.source_row, 'outcome', new.outcome,
      'codes', pg_catalog.to_jsonb(new.codes), 'override', new.override,
      'previous', old.decision)));
  return null;
end
$$;

revoke all on function public.conversions_check_rerun_of() from public, anon, authenticated, service_role;
revoke all on function public.audit_decisions_carried() from public, anon, authenticated, service_role;
