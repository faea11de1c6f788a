-- The public pages' cache (issue 14 §1, decision 105): every write that changes what a public page
-- shows tells every app instance which pages, by tag, whoever wrote it (the app, staff tools, psql).
-- Payload: a JSON array of tags. 'item:<id>' is a prop's page; 'category:<id>' the prop pages that
-- list that category's props as related; 'catalog' the catalogue's lists (home, searches, category
-- pages); 'availability' the searches with dates; 'all' every page. Delivered on commit, and taking
-- no lock, so it adds no contention to holds.
CREATE FUNCTION page_changed(tags text[]) RETURNS void LANGUAGE sql AS $$
  -- NOTIFY carries at most 8000 bytes: past a few hundred tags, every page is simpler and as right.
  SELECT pg_notify('page_changed', CASE WHEN cardinality(tags) > 200 THEN '["all"]' ELSE array_to_json(tags)::text END)
  WHERE cardinality(tags) > 0;
$$;--> statement-breakpoint
CREATE FUNCTION items_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
BEGIN
  -- Each branch reads only the transition tables its trigger declares.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT tag) INTO tags FROM new_rows, unnest(ARRAY['item:' || id, 'category:' || category_id]) AS tag;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT tag) INTO tags FROM old_rows, unnest(ARRAY['item:' || id, 'category:' || category_id]) AS tag;
  ELSE
    SELECT array_agg(DISTINCT tag) INTO tags FROM (
      SELECT id, category_id FROM new_rows UNION SELECT id, category_id FROM old_rows
    ) AS changed, unnest(ARRAY['item:' || id, 'category:' || category_id]) AS tag;
  END IF;
  IF tags IS NOT NULL THEN
    PERFORM page_changed(ARRAY['catalog'] || tags);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER items_page_changed_on_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION items_page_changed();--> statement-breakpoint
CREATE TRIGGER items_page_changed_on_update AFTER UPDATE ON items REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION items_page_changed();--> statement-breakpoint
CREATE TRIGGER items_page_changed_on_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION items_page_changed();--> statement-breakpoint
-- A category's name and order show on every page (the header's search, the breadcrumbs, the grids).
CREATE FUNCTION every_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM page_changed(ARRAY['all']);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_page_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION every_page_changed();--> statement-breakpoint
CREATE TRIGGER items_truncated_page_changed AFTER TRUNCATE ON items FOR EACH STATEMENT EXECUTE FUNCTION every_page_changed();--> statement-breakpoint
-- A hold line or a staff block changes what "Check your dates" answers on its prop's page.
CREATE FUNCTION item_days_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM page_changed(ARRAY['item:' || OLD.item_id]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM page_changed(ARRAY['item:' || NEW.item_id]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hold_lines_page_changed AFTER INSERT OR DELETE OR UPDATE OF state, period, quantity, item_id ON hold_lines
  FOR EACH ROW EXECUTE FUNCTION item_days_page_changed();--> statement-breakpoint
CREATE TRIGGER item_blocks_page_changed AFTER INSERT OR DELETE OR UPDATE ON item_blocks
  FOR EACH ROW EXECUTE FUNCTION item_days_page_changed();--> statement-breakpoint
-- The searches with dates leave out props fully booked on a day asked for (0015). refresh_full_days
-- now writes only the days that changed, so a hold that leaves every prop's full days as they were
-- empties no dated search from the cache.
CREATE OR REPLACE FUNCTION refresh_full_days(p_item text, p_days daterange) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stock integer;
BEGIN
  IF p_days IS NULL OR isempty(p_days) THEN
    RETURN;
  END IF;
  SELECT quantity INTO stock FROM items WHERE id = p_item FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- One statement: the delete and the insert see the same rows, and each writes only what changed.
  WITH wanted AS (
    SELECT loads.day
    FROM (
      SELECT d::date AS day, sum(away.units) AS load
      FROM generate_series(lower(p_days), upper(p_days) - 1, interval '1 day') AS d
      JOIN (
        SELECT period, quantity AS units FROM hold_lines
        WHERE item_id = p_item AND state IN ('held', 'challenged', 'confirmed', 'out') AND period && p_days
        UNION ALL
        SELECT period, quantity FROM item_blocks WHERE item_id = p_item AND period && p_days
      ) AS away ON away.period @> d::date
      GROUP BY d
    ) AS loads
    WHERE loads.load >= stock
  ), freed AS (
    DELETE FROM item_full_days
    WHERE item_id = p_item AND day <@ p_days AND day NOT IN (SELECT day FROM wanted)
  )
  INSERT INTO item_full_days (item_id, day)
  SELECT p_item, day FROM wanted
  ON CONFLICT DO NOTHING;
END
$$;--> statement-breakpoint
CREATE FUNCTION full_days_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement trigger runs for no rows too. Each branch reads only its trigger's transition table.
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows) THEN
      PERFORM page_changed(ARRAY['availability']);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM old_rows) THEN
    PERFORM page_changed(ARRAY['availability']);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER item_full_days_page_changed_on_insert AFTER INSERT ON item_full_days REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION full_days_page_changed();--> statement-breakpoint
CREATE TRIGGER item_full_days_page_changed_on_delete AFTER DELETE ON item_full_days REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION full_days_page_changed();
