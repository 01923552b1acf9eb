-- The sheet a conversion reads (issue 16, point 6). A workbook uploaded in the browser was read from
-- its first sheet with data and nobody could pick another. Now the upload keeps the sheets it found
-- (name and data rows, counted to a cap, for the picker), and a conversion records the sheet asked
-- for, so its run, its exports and its re-runs read the same sheet. Null keeps the default: the
-- engine's own choice (a PIES workbook as a whole, else the first sheet with data).

alter table public.uploads
  add column sheets jsonb,
  add constraint uploads_sheets_check check (sheets is null or jsonb_typeof(sheets) = 'array');
comment on column public.uploads.sheets is
  'XLSX: the sheets in tab order, [{name, dataRows, more}] (dataRows counted to a cap; more = there are more); null for text files.';

alter table public.conversions
  add column sheet text,
  add constraint conversions_sheet_check check (sheet is null or char_length(sheet) between 1 and 100);
comment on column public.conversions.sheet is
  'XLSX: the sheet read, as asked for; null = the engine''s default (a PIES workbook as a whole, else the first sheet with data).';

-- Another sheet of the same file is another conversion; asking again for the same sheet finds it.
alter table public.conversions drop constraint conversions_settings_key;
alter table public.conversions add constraint conversions_settings_key
  unique nulls not distinct (workspace_id, upload_sha256, mapping_version, brand, accept_threshold,
                             reference_release_id, reference_sha256, sheet);

grant insert (sheet) on table public.conversions to authenticated;

-- The sheet must be one the upload has: checked here, whoever inserts (the form, the API, a re-run),
-- so a typo never becomes a queued job that fails later. Names compare exactly, as they were listed.
create function public.conversions_check_sheet() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.sheet is not null and not exists (
    select 1 from public.uploads u, pg_catalog.jsonb_array_elements(coalesce(u.sheets, '[]'::jsonb)) s
    where u.id = new.upload_id and s ->> 'name' = new.sheet
  ) then
    raise exception 'upload % has no sheet named "%"', new.upload_id, new.sheet
      using errcode = 'invalid_parameter_value', constraint = 'conversions_sheet_exists';
  end if;
  return new;
end
$$;

create trigger conversions_check_sheet
  before insert on public.conversions
  for each row execute function public.conversions_check_sheet();

-- The audit entry of a started conversion names the sheet with the other settings.
create or replace function public.audit_conversion_started() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.audit_catalog_event(new.workspace_id, 'conversion.started', new.id::text,
    pg_catalog.jsonb_build_object('upload_id', new.upload_id, 'brand', new.brand,
      'mapping_version', new.mapping_version, 'accept_threshold', new.accept_threshold,
      'reference_release_id', new.reference_release_id, 'reference_sha256', new.reference_sha256,
      'sheet', new.sheet),
    new.created_by);
  return null;
end
$$;

revoke all on function public.conversions_check_sheet() from public, anon, authenticated, service_role;
