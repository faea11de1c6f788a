ALTER TABLE "item_blocks" ADD COLUMN "line_id" text;--> statement-breakpoint
ALTER TABLE "item_blocks" ADD CONSTRAINT "item_blocks_line_id_hold_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."hold_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The database refuses overbooking (issue 26, decision 130), whoever writes: the app, staff tools,
-- psql. A write that puts units away on a day where they were not before (a line that starts
-- blocking, a longer period, a larger quantity, another prop; a block added or grown by hand) is
-- refused when on such a day the prop's blocking lines and blocks take more units than it has. A
-- write that adds nothing on any day (confirmed to out, a release, a decrease) is never refused,
-- even on a day already over; nor is a block kept after a line came back (line_id set: a fact).
-- Each check first locks the prop's row, as refresh_full_days and moveLine do, so the checks of one
-- prop run one after another; the count is a statement of its own after the lock, so under READ
-- COMMITTED it sees every row committed while it waited.
--
-- The triggers lock the row FOR NO KEY UPDATE, not FOR UPDATE: a raw insert's foreign-key check has
-- already taken FOR KEY SHARE on the prop, and two inserts each holding that and each asking FOR
-- UPDATE deadlock. FOR NO KEY UPDATE does not wait for a key share, yet waits for another FOR NO KEY
-- UPDATE or FOR UPDATE (moveLine's, the staff block's): writers of one prop still go one at a time.
-- The fully-booked-days refresh (0015, as 0019 left it) locks the same way now, since it fires first;
-- nothing else in it changes.
CREATE OR REPLACE FUNCTION refresh_full_days(p_item text, p_days daterange) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stock integer;
BEGIN
  IF p_days IS NULL OR isempty(p_days) THEN
    RETURN;
  END IF;
  SELECT quantity INTO stock FROM items WHERE id = p_item FOR NO KEY UPDATE;
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
CREATE FUNCTION first_overbooked_day(p_item text, p_days daterange, p_before daterange, p_stock integer) RETURNS TABLE (day date, load bigint)
LANGUAGE sql STABLE AS $$
  SELECT d::date, sum(away.units)
  FROM generate_series(lower(p_days), upper(p_days) - 1, interval '1 day') AS d
  JOIN (
    SELECT period, quantity AS units FROM hold_lines
    WHERE item_id = p_item AND state IN ('held', 'challenged', 'confirmed', 'out') AND period && p_days
    UNION ALL
    SELECT period, quantity FROM item_blocks WHERE item_id = p_item AND period && p_days
  ) AS away ON away.period @> d::date
  WHERE p_before IS NULL OR NOT p_before @> d::date
  GROUP BY d
  HAVING sum(away.units) > p_stock
  ORDER BY d
  LIMIT 1;
$$;--> statement-breakpoint
CREATE FUNCTION hold_lines_no_overbooking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock integer;
  had daterange;
  over record;
BEGIN
  IF NEW.state NOT IN ('held', 'challenged', 'confirmed', 'out') THEN
    RETURN NULL;
  END IF;
  -- The days the row took its units on before: only the others are checked.
  IF TG_OP = 'UPDATE' AND OLD.state IN ('held', 'challenged', 'confirmed', 'out') AND OLD.item_id = NEW.item_id AND NEW.quantity <= OLD.quantity THEN
    had := OLD.period;
    IF had @> NEW.period THEN
      RETURN NULL;
    END IF;
  END IF;
  SELECT quantity INTO stock FROM items WHERE id = NEW.item_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO over FROM first_overbooked_day(NEW.item_id, NEW.period, had, stock);
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = '23P01', CONSTRAINT = 'hold_lines_no_overbooking', TABLE = 'hold_lines',
      MESSAGE = format('Overbooking refused: hold line %s would put %s units of item %s away on %s, which has %s.', NEW.id, over.load, NEW.item_id, over.day, stock);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER hold_lines_no_overbooking AFTER INSERT OR UPDATE OF state, period, quantity, item_id ON hold_lines
  FOR EACH ROW EXECUTE FUNCTION hold_lines_no_overbooking();--> statement-breakpoint
CREATE FUNCTION item_blocks_no_overbooking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock integer;
  had daterange;
  over record;
BEGIN
  -- A block kept after a line came back records what happened; it is never refused.
  IF NEW.line_id IS NOT NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.line_id IS NULL AND OLD.item_id = NEW.item_id AND NEW.quantity <= OLD.quantity THEN
    had := OLD.period;
    IF had @> NEW.period THEN
      RETURN NULL;
    END IF;
  END IF;
  SELECT quantity INTO stock FROM items WHERE id = NEW.item_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO over FROM first_overbooked_day(NEW.item_id, NEW.period, had, stock);
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = '23P01', CONSTRAINT = 'item_blocks_no_overbooking', TABLE = 'item_blocks',
      MESSAGE = format('Overbooking refused: block %s would put %s units of item %s away on %s, which has %s.', NEW.id, over.load, NEW.item_id, over.day, stock);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER item_blocks_no_overbooking AFTER INSERT OR UPDATE OF period, quantity, item_id ON item_blocks
  FOR EACH ROW EXECUTE FUNCTION item_blocks_no_overbooking();
