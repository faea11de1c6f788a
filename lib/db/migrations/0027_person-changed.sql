-- GET /api/me's answers are kept per session (issue 29, lib/identity/person-changes.ts) until what
-- they show changes: every write to it tells every app instance whose it was, whoever wrote it (the
-- app, staff tools, psql). Payload: the person's uid only. Delivered on commit; notifications alike
-- in one transaction are delivered once, so a write of many rows tells each person once.
CREATE FUNCTION person_changed(uid text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('person_changed', uid) WHERE uid IS NOT NULL;
$$;--> statement-breakpoint
-- A table whose rows name their person in `uid`: a guest's hearts and set lists, a vendor user record.
CREATE FUNCTION person_changed_by_uid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM person_changed(OLD.uid); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM person_changed(NEW.uid); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER favorites_person_changed AFTER INSERT OR UPDATE OR DELETE ON favorites FOR EACH ROW EXECUTE FUNCTION person_changed_by_uid();--> statement-breakpoint
CREATE TRIGGER set_lists_person_changed AFTER INSERT OR UPDATE OR DELETE ON set_lists FOR EACH ROW EXECUTE FUNCTION person_changed_by_uid();--> statement-breakpoint
CREATE TRIGGER vendor_users_person_changed AFTER INSERT OR UPDATE OR DELETE ON vendor_users FOR EACH ROW EXECUTE FUNCTION person_changed_by_uid();--> statement-breakpoint
-- A set list's lines are its owner's: the chooser shows which props each list holds.
CREATE FUNCTION set_list_items_person_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM person_changed(uid) FROM set_lists WHERE id = OLD.set_list_id; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM person_changed(uid) FROM set_lists WHERE id = NEW.set_list_id; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER set_list_items_person_changed AFTER INSERT OR UPDATE OR DELETE ON set_list_items FOR EACH ROW EXECUTE FUNCTION set_list_items_person_changed();--> statement-breakpoint
-- Who is signed in: a session ended or changed (a sign-out anywhere), the account's name, email or role.
CREATE FUNCTION session_person_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM person_changed(OLD.user_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_person_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION session_person_changed();--> statement-breakpoint
CREATE FUNCTION user_person_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM person_changed(OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_person_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION user_person_changed();
