-- Exports may be written as ACES 5.0 as well as 4.2 (issue #6: "ACES and PIES (choose versions)").
--
-- The engine writes 5.0 (renamed elements, no Header/ApprovedFor) and checks aces.xml against the
-- schema of the version it wrote, so a 5.0 export is held to the ACES 5.0 XSD. PIES stays at 7.2:
-- 8.0 needs a writer of its own. Published exports record the version they were written in;
-- their column has no check, so nothing else changes.
alter table public.export_requests drop constraint export_requests_aces_version_check;
alter table public.export_requests
  add constraint export_requests_aces_version_check check (aces_version in ('4.2', '5.0'));
