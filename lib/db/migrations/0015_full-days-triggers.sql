-- Each prop's fully booked days (item_full_days; issue 12 §10, decision 88), kept by the database
-- whoever writes: the app's moves, staff tools, psql. A change to a blocking line or a staff block
-- refreshes the prop's days it covers; a change of the prop's quantity refreshes all of them. Each
-- refresh first locks the prop's row, so refreshes of one prop run one after another and each
-- sees what the ones before it committed: the table stays exact under concurrent moves.
CREATE FUNCTION refresh_full_days(p_item text, p_days daterange) RETURNS void LANGUAGE plpgsql AS $$
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
  DELETE FROM item_full_days WHERE item_id = p_item AND day <@ p_days;
  INSERT INTO item_full_days (item_id, day)
  SELECT p_item, loads.day
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
  WHERE loads.load >= stock;
END
$$;--> statement-breakpoint
CREATE FUNCTION hold_lines_full_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.state IN ('held', 'challenged', 'confirmed', 'out') THEN
    PERFORM refresh_full_days(OLD.item_id, OLD.period);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.state IN ('held', 'challenged', 'confirmed', 'out') THEN
    PERFORM refresh_full_days(NEW.item_id, NEW.period);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hold_lines_full_days AFTER INSERT OR DELETE OR UPDATE OF state, period, quantity, item_id ON hold_lines
  FOR EACH ROW EXECUTE FUNCTION hold_lines_full_days();--> statement-breakpoint
CREATE FUNCTION item_blocks_full_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_full_days(OLD.item_id, OLD.period);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_full_days(NEW.item_id, NEW.period);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER item_blocks_full_days AFTER INSERT OR DELETE OR UPDATE ON item_blocks
  FOR EACH ROW EXECUTE FUNCTION item_blocks_full_days();--> statement-breakpoint
CREATE FUNCTION items_full_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_full_days(NEW.id, (
    SELECT daterange(min(lower(period)), max(upper(period)))
    FROM (
      SELECT period FROM hold_lines WHERE item_id = NEW.id AND state IN ('held', 'challenged', 'confirmed', 'out')
      UNION ALL
      SELECT period FROM item_blocks WHERE item_id = NEW.id
    ) AS away
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER items_full_days AFTER UPDATE OF quantity ON items
  FOR EACH ROW WHEN (OLD.quantity IS DISTINCT FROM NEW.quantity) EXECUTE FUNCTION items_full_days();--> statement-breakpoint
-- The whole table from the lines and blocks, for data written before these triggers or with them
-- turned off (the benchmark's bulk seed).
CREATE FUNCTION rebuild_full_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM item_full_days;
  INSERT INTO item_full_days (item_id, day)
  SELECT away.item_id, d::date
  FROM (
    SELECT item_id, period, quantity AS units FROM hold_lines WHERE state IN ('held', 'challenged', 'confirmed', 'out')
    UNION ALL
    SELECT item_id, period, quantity FROM item_blocks
  ) AS away
  CROSS JOIN LATERAL generate_series(lower(away.period), upper(away.period) - 1, interval '1 day') AS d
  JOIN items ON items.id = away.item_id
  GROUP BY away.item_id, d, items.quantity
  HAVING sum(away.units) >= items.quantity;
$$;--> statement-breakpoint
SELECT rebuild_full_days();
