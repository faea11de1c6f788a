-- pg_trgm is a trusted extension: the database owner may create it (PostgreSQL 13+, and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "facet_bitmaps" (
	"facet_value" text NOT NULL,
	"chunk" integer NOT NULL,
	"bits" bit varying NOT NULL,
	CONSTRAINT "facet_bitmaps_facet_value_chunk_pk" PRIMARY KEY("facet_value","chunk")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "seq" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "items_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "facet_values" text[];--> statement-breakpoint
CREATE INDEX "search_terms_word_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_search_vector_idx" ON "items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "items_facet_values_idx" ON "items" USING gin ("facet_values");--> statement-breakpoint
CREATE INDEX "items_title_idx" ON "items" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "items_price_idx" ON "items" USING btree (coalesce("weekly_price", 0),"created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_seq_unique" UNIQUE("seq");--> statement-breakpoint
-- The price bins of the priceBin facet; lib/catalog/facets.ts lists the same labels in this order.
CREATE FUNCTION catalog_price_bin(weekly_price integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN weekly_price IS NULL THEN 'Free'
    WHEN weekly_price < 5000 THEN 'Under $50'
    WHEN weekly_price < 10000 THEN '$50 to $99'
    WHEN weekly_price < 25000 THEN '$100 to $249'
    ELSE '$250 and up'
  END
$$;--> statement-breakpoint
-- Keeps the search columns true to the item on every write, whoever writes it.
CREATE FUNCTION items_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text := coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '');
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.title), 'A') ||
    setweight(to_tsvector('simple', NEW.sku), 'A') ||
    setweight(to_tsvector('english', category_name || ' ' || array_to_string(NEW.tags || NEW.colors || NEW.rooms || NEW.materials, ' ')), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C');
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
$$;--> statement-breakpoint
CREATE TRIGGER items_search_fields BEFORE INSERT OR UPDATE ON items FOR EACH ROW EXECUTE FUNCTION items_search_fields();--> statement-breakpoint
-- Once per statement, so a bulk insert adds its new words in one go.
CREATE FUNCTION items_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
  SELECT DISTINCT word
  FROM changed, unnest(tsvector_to_array(to_tsvector('simple',
    changed.title || ' ' || changed.description || ' ' || array_to_string(changed.tags || changed.colors || changed.rooms || changed.materials, ' ')))) AS word
  WHERE word ~ '^[[:alpha:]]{3,}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER items_search_terms_on_insert AFTER INSERT ON items REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION items_search_terms();--> statement-breakpoint
CREATE TRIGGER items_search_terms_on_update AFTER UPDATE ON items REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION items_search_terms();--> statement-breakpoint
-- Facet bitmaps: chunk n holds items with seq >> 12 = n, one bit each (seq & 4095).
CREATE FUNCTION bitmap_empty() RETURNS bit varying LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT repeat('0', 4096)::bit varying $$;--> statement-breakpoint
-- Rebuilds whole chunks from the items, so a bitmap can never drift from what it indexes.
CREATE FUNCTION refresh_facet_bitmaps(chunks integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  one_chunk integer;
BEGIN
  -- Two writers to one chunk take turns; each rebuild then sees the other's committed rows.
  IF cardinality(chunks) = 0 THEN
    RETURN;
  END IF;
  FOREACH one_chunk IN ARRAY (SELECT array_agg(DISTINCT c ORDER BY c) FROM unnest(chunks) c) LOOP
    PERFORM pg_advisory_xact_lock(727002, one_chunk);
  END LOOP;
  DELETE FROM facet_bitmaps WHERE chunk = ANY (chunks);
  INSERT INTO facet_bitmaps (facet_value, chunk, bits)
  SELECT fv, items.seq >> 12, bit_or(set_bit(bitmap_empty(), items.seq & 4095, 1))
  FROM items, unnest(items.facet_values) AS fv
  WHERE items.seq >> 12 = ANY (chunks)
  GROUP BY 1, 2;
END
$$;--> statement-breakpoint
CREATE FUNCTION items_facet_bitmaps() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_facet_bitmaps(ARRAY(SELECT DISTINCT seq >> 12 FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_facet_bitmaps(ARRAY(SELECT DISTINCT seq >> 12 FROM new_rows UNION SELECT DISTINCT seq >> 12 FROM old_rows));
  ELSE
    PERFORM refresh_facet_bitmaps(ARRAY(SELECT DISTINCT seq >> 12 FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER items_facet_bitmaps_on_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION items_facet_bitmaps();--> statement-breakpoint
CREATE TRIGGER items_facet_bitmaps_on_update AFTER UPDATE ON items REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION items_facet_bitmaps();--> statement-breakpoint
CREATE TRIGGER items_facet_bitmaps_on_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION items_facet_bitmaps();--> statement-breakpoint
CREATE FUNCTION items_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE facet_bitmaps;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER items_truncated AFTER TRUNCATE ON items FOR EACH STATEMENT EXECUTE FUNCTION items_truncated();
--> statement-breakpoint
-- Items written before this migration get their search columns and bitmaps.
UPDATE items SET updated_at = updated_at;
