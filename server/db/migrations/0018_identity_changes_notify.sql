-- The identity triggers of migration 0016 also tell every listening process (server/db/changes.ts):
-- a cached identity is dropped when the notification arrives, with no per-request read of the
-- epoch (decision 0018). The epoch row is still bumped: its lock keeps two transactions changing
-- identity rows queued rather than deadlocked, and it records that a change happened.
create or replace function bump_auth_epoch() returns trigger language plpgsql as $$
begin
  update auth_epoch set value = value + 1 where id = 1;
  perform pg_notify('portal_changes', 'auth');
  return null;
end
$$;
