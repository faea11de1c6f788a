CREATE TABLE "customer_paperwork" (
	"vendor_id" text NOT NULL,
	"uid" text NOT NULL,
	"account_type" text DEFAULT 'cod' NOT NULL,
	"insurance_file_key" text,
	"insurance_file_name" text,
	"insurance_expires_on" date,
	"agreement_accepted_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_paperwork_vendor_id_uid_pk" PRIMARY KEY("vendor_id","uid"),
	CONSTRAINT "customer_paperwork_account_type_check" CHECK ("customer_paperwork"."account_type" in ('cod', 'card', 'net30')),
	CONSTRAINT "customer_paperwork_insurance_check" CHECK (("customer_paperwork"."insurance_file_key" is null) = ("customer_paperwork"."insurance_file_name" is null))
);
--> statement-breakpoint
CREATE TABLE "catalog_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_name" text NOT NULL,
	"file_name" text NOT NULL,
	"csv" text NOT NULL,
	"state" text NOT NULL,
	"total_rows" integer NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"claimed_at" timestamp (3) with time zone,
	"dismissed" boolean DEFAULT false NOT NULL,
	"failure" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_imports_state_check" CHECK ("catalog_imports"."state" in ('checked', 'importing', 'done', 'failed')),
	CONSTRAINT "catalog_imports_rows_check" CHECK ("catalog_imports"."done_rows" between 0 and "catalog_imports"."total_rows")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "hold_lines" ADD COLUMN "condition_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hold_lines" ADD COLUMN "missing_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_imports_vendor_idx" ON "catalog_imports" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "item_blocks_period_idx" ON "item_blocks" USING gist ("period");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_status_check" CHECK ("items"."status" in ('active', 'hidden', 'archived'));--> statement-breakpoint
ALTER TABLE "hold_lines" ADD CONSTRAINT "hold_lines_missing_units_check" CHECK ("hold_lines"."missing_units" between 0 and "hold_lines"."quantity");--> statement-breakpoint
-- A hidden or archived item (issue 13 §3) has no facet values, so the facet bitmaps, and with them
-- every count and total of the catalogue, leave it out; its search vector stays for the staff's list.
CREATE OR REPLACE FUNCTION items_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text := coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '');
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.title), 'A') ||
    setweight(to_tsvector('simple', NEW.sku), 'A') ||
    setweight(to_tsvector('english', category_name || ' ' || array_to_string(NEW.tags || NEW.colors || NEW.rooms || NEW.materials, ' ')), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C');
  IF NEW.status <> 'active' THEN
    NEW.facet_values := '{}';
    RETURN NEW;
  END IF;
  NEW.facet_values :=
    ARRAY[
      'purchaseType:' || NEW.purchase_type,
      'priceBin:' || catalog_price_bin(NEW.weekly_price),
      'vendors:' || NEW.vendor_id,
      'category:' || category_name
    ]
    || ARRAY(SELECT 'tags:' || v FROM unnest(NEW.tags) v)
    || ARRAY(SELECT 'colors:' || v FROM unnest(NEW.colors) v)
    || ARRAY(SELECT 'rooms:' || v FROM unnest(NEW.rooms) v)
    || ARRAY(SELECT 'materials:' || v FROM unnest(NEW.materials) v);
  RETURN NEW;
END
$$;
