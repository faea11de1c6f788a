-- Issue 36 §4.5, decision 149: credit on a customer's account (a ledger), and payments made from it.
CREATE TABLE "account_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"invoice_id" text,
	"payment_id" text,
	"method" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_credits_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "account_credits_kind_check" CHECK ("account_credits"."kind" in ('creditNote', 'applied', 'refund')),
	CONSTRAINT "account_credits_sign_check" CHECK (("account_credits"."kind" = 'creditNote') = ("account_credits"."amount_cents" > 0) and "account_credits"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_method_check";--> statement-breakpoint
ALTER TABLE "account_credits" ADD CONSTRAINT "account_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credits" ADD CONSTRAINT "account_credits_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_credits_owner_idx" ON "account_credits" USING btree ("vendor_id","uid");--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('card', 'check', 'transfer', 'cash', 'other', 'credit'));--> statement-breakpoint
-- Issue 36 §4.4, decision 148: the database refuses lowering a prop's quantity below the units held
-- on it, as it refuses a line or block that overbooks (0029, decision 130). An update of
-- items.quantity to fewer units is refused when, on some day from the database's today on, the
-- prop's blocking lines (held, challenged, confirmed, out) and all its blocks take more units than
-- the new quantity, counting beside them the units still out after their line's period (overdue),
-- as the staff form's floor does (lib/inventory/quantity-floor.ts). Raising the quantity, or
-- lowering it past days only (history), is never refused.
-- The same locking discipline as the line and block triggers: the update itself holds the prop's
-- row lock (FOR NO KEY UPDATE, which every line and block check also takes), and each count below
-- is a statement of its own after it, so under READ COMMITTED it sees every line and block
-- committed while the update waited; a line or block written after waits for this one and then
-- reads the new quantity.
CREATE FUNCTION items_no_overbooking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  from_day date := current_date;
  overdue bigint;
  last_day date;
  over record;
BEGIN
  IF NEW.quantity >= OLD.quantity THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(quantity), 0) INTO overdue FROM hold_lines
  WHERE item_id = NEW.id AND state = 'out' AND upper(period) <= from_day;
  IF overdue > NEW.quantity THEN
    RAISE EXCEPTION USING ERRCODE = '23P01', CONSTRAINT = 'items_no_overbooking', TABLE = 'items',
      MESSAGE = format('Overbooking refused: item %s would have %s units, and %s are out past their return day.', NEW.id, NEW.quantity, overdue);
  END IF;
  SELECT max(upper(booked.period)) INTO last_day FROM (
    SELECT period FROM hold_lines WHERE item_id = NEW.id AND state IN ('held', 'challenged', 'confirmed', 'out')
    UNION ALL
    SELECT period FROM item_blocks WHERE item_id = NEW.id
  ) AS booked
  WHERE upper(booked.period) > from_day;
  IF last_day IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT * INTO over FROM first_overbooked_day(NEW.id, daterange(from_day, last_day), NULL, NEW.quantity - overdue::integer);
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = '23P01', CONSTRAINT = 'items_no_overbooking', TABLE = 'items',
      MESSAGE = format('Overbooking refused: item %s would have %s units, and %s are held, out or blocked on %s.', NEW.id, NEW.quantity, over.load + overdue, over.day);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER items_no_overbooking AFTER UPDATE OF quantity ON items
  FOR EACH ROW WHEN (NEW.quantity < OLD.quantity) EXECUTE FUNCTION items_no_overbooking();
--> statement-breakpoint
-- Issue 36 §4.3, decision 148: the photo route asks of every photo key whether it is a returned
-- line's condition photo (served to staff and the order's customer only); this index answers
-- `condition_photos @> '[{"key": …}]'` with one probe, so an item photo costs next to nothing.
CREATE INDEX hold_lines_condition_photos_idx ON hold_lines USING gin (condition_photos jsonb_path_ops);
