-- A finished conversion's findings summary beside its report (issue 15, point 7). The report can be
-- megabytes (up to 1,000 findings per code); the conversion page needs of it only the mapping, the
-- assumptions, per code the worst severity and the first three findings, and the counts; the
-- dashboard's findings trend only the counts. Reading and parsing the whole report per page view
-- cost ~90 ms of server CPU on a 6.8 MB report.
--
-- One computation, in SQL: finishConversion stores report_summary_of(report) as the run finishes, and
-- this migration backfills the conversions finished before it, so every reader has one path and old
-- rows are as fast as new ones. The engine's codeFindingsOf (lib/catalog/report/finding-groups.ts) is
-- its twin with perCode 3; a db test holds the two equal.
--
-- Shape: { findingCounts: {code: n}, codes: [{code, severity, first: [finding, ≤ 3]}] in order of a
-- code's first finding, mapping: [...], assumptions?: [...] }. Read through a zod schema
-- (lib/data/catalogs/report-summary.ts). No new grant: authenticated reads conversions by RLS as before.

create function public.report_summary_of(report jsonb) returns jsonb
language sql immutable parallel safe
set search_path = ''
as $$
  select jsonb_build_object(
    'findingCounts', coalesce(report->'findingCounts', '{}'::jsonb),
    'codes', coalesce((
      select jsonb_agg(jsonb_build_object('code', per_code.code, 'severity', per_code.severity, 'first', per_code.first) order by per_code.first_at)
      from (
        select numbered.code, min(numbered.at) as first_at,
               (array['error', 'warning', 'info'])[min(numbered.rank)] as severity,
               jsonb_agg(numbered.finding order by numbered.at) filter (where numbered.nth <= 3) as first
        from (
          select e.finding, e.at, e.finding->>'code' as code,
                 case e.finding->>'severity' when 'error' then 1 when 'warning' then 2 else 3 end as rank,
                 row_number() over (partition by e.finding->>'code' order by e.at) as nth
          from jsonb_array_elements(coalesce(report->'findings', '[]'::jsonb)) with ordinality as e(finding, at)
        ) numbered
        group by numbered.code
      ) per_code
    ), '[]'::jsonb),
    'mapping', coalesce(report->'mapping', '[]'::jsonb)
  ) || case when jsonb_typeof(report->'assumptions') = 'array' then jsonb_build_object('assumptions', report->'assumptions') else '{}'::jsonb end
$$;

comment on function public.report_summary_of(jsonb) is
  'A conversion report''s findings summary for the conversion page and the dashboard (see lib/data/catalogs/report-summary.ts).';

alter table public.conversions add column report_summary jsonb;

comment on column public.conversions.report_summary is
  'report_summary_of(report), stored as the conversion finishes: what the conversion page and the dashboard read instead of the report.';

revoke all on function public.report_summary_of(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.report_summary_of(jsonb) to service_role;

-- The backfill is not an edit of the conversions: their updated_at stays as it was.
alter table public.conversions disable trigger conversions_set_updated_at;
update public.conversions set report_summary = public.report_summary_of(report) where report is not null;
alter table public.conversions enable trigger conversions_set_updated_at;
