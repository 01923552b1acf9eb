-- Partner-access audit records are kept a year, then the retention job deletes them (issue 18; the
-- request logs and metrics keep 30 days). A year because an audit of partner data use looks back
-- over a licence year; the table grows with every request that touches reference data otherwise.
-- Only the server deletes: users and visitors still have no write of any kind.
grant delete on table public.partner_access_log to service_role;
