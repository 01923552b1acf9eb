-- Uploads in flight (issue 11, points 4 and 10).
--
-- Quota: six uploads sent at once all passed a 4 MB quota, because each compared the bytes kept
-- before any of them was recorded, and an over-quota file was stored and parsed before it was
-- refused. Now an upload reserves its declared size here before a byte is stored:
-- lib/workspace-data/upload-reservations.ts locks the workspace's settings row, adds up kept uploads
-- and live reservations, and inserts the reservation only when declared + used ≤ quota — in one
-- transaction, so two reservations of one workspace take turns on Postgres as on PGlite. The
-- reservation becomes usage in the transaction that records the upload (deleted as the upload row
-- is inserted), and is deleted when the upload is refused or fails.
--
-- Blobs: once the bytes are hashed, the reservation names the blob it is about to record
-- (`storage_key`), before the blob is visible. A refusal of the same bytes elsewhere deletes the
-- blob only when nothing names it, reservations included (isBlobInUse), so identical uploads at
-- once no longer delete the file under each other.
--
-- A reservation left by a process that died stops counting when it expires; the retention job
-- deletes it and any blob only it named.

create table public.upload_reservations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  reserved_bytes bigint not null,
  storage_key text,
  reserved_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '1 hour',
  constraint upload_reservations_reserved_bytes_check check (reserved_bytes >= 0),
  constraint upload_reservations_storage_key_check check (storage_key is null or storage_key ~ '^[0-9a-f]{64}$'),
  constraint upload_reservations_expires_at_check check (expires_at > created_at)
);
comment on table public.upload_reservations is
  'An upload in flight: quota it reserved before its body was read, and the blob it is about to record.';
comment on column public.upload_reservations.reserved_bytes is
  'Counted against the workspace quota until the upload is recorded or refused: the declared size, or the room left when none was declared.';
comment on column public.upload_reservations.storage_key is
  'The blob this upload is about to record (set once hashed, before the blob is visible); keeps concurrent refusals from deleting it.';
create index upload_reservations_workspace_idx on public.upload_reservations (workspace_id, expires_at);
create index upload_reservations_storage_key_idx on public.upload_reservations (storage_key) where storage_key is not null;

-- Server code only, like upload rows: no policy lets a user see or write a reservation (the quota
-- they use shows through the uploads they can read).
alter table public.upload_reservations enable row level security;
alter table public.upload_reservations force row level security;

revoke all on table public.upload_reservations from anon, authenticated, service_role;
grant select, insert, update, delete on table public.upload_reservations to service_role;
