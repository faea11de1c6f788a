-- The live profile (spec §4, lib/vendor-users/live.ts): every insert or update of a vendor user
-- tells the listeners which record changed, whoever wrote it (the app, staff tools, psql). The
-- payload names the record only; listeners read it again, so it never exceeds NOTIFY's 8000 bytes
-- and no field travels on a channel every session may LISTEN to. Delivered on commit.
CREATE FUNCTION vendor_user_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vendor_user_changed', json_build_object('vendorId', NEW.vendor_id, 'uid', NEW.uid)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vendor_users_notify AFTER INSERT OR UPDATE ON vendor_users FOR EACH ROW EXECUTE FUNCTION vendor_user_notify();
