CREATE TABLE "search_synonyms" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "stem" text;--> statement-breakpoint
CREATE INDEX "search_synonyms_vendor_idx" ON "search_synonyms" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "search_terms_word_prefix_idx" ON "search_terms" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_stem_idx" ON "search_terms" USING btree ("stem");--> statement-breakpoint
-- Issue 28 §1: an item's words are kept as written ('simple': no stemming), weighted A title and SKU,
-- B category, period, tags, colours, rooms and materials, C description. A search finds a word's
-- other forms in search_terms (by stem) before it reads a prop, so it can rank exact words first.
CREATE OR REPLACE FUNCTION items_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text := coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '');
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', NEW.title || ' ' || NEW.sku), 'A') ||
    setweight(to_tsvector('simple', category_name || ' ' || coalesce(NEW.period, '') || ' ' || array_to_string(NEW.tags || NEW.colors || NEW.rooms || NEW.materials, ' ')), 'B') ||
    setweight(to_tsvector('simple', NEW.description), 'C');
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
    || ARRAY(SELECT 'materials:' || v FROM unnest(NEW.materials) v)
    || ARRAY(SELECT 'period:' || NEW.period WHERE coalesce(NEW.period, '') <> '')
    || ARRAY(
      SELECT measure.key || ':' || measure.bin
      FROM (VALUES
        ('width', catalog_size_bin(NEW.dimensions -> 'width')),
        ('depth', catalog_size_bin(NEW.dimensions -> 'depth')),
        ('height', catalog_size_bin(NEW.dimensions -> 'height'))
      ) AS measure(key, bin)
      WHERE measure.bin IS NOT NULL
    );
  RETURN NEW;
END
$$;--> statement-breakpoint
-- The catalogue's vocabulary: every word an item is searched by (two letters and up: "tv"), with its
-- English stem, so a search word's other forms ("lighting" for "light") are found by stem.
CREATE OR REPLACE FUNCTION search_term_stem(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((ts_lexize('english_stem', word))[1], word)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION items_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word, stem)
  SELECT DISTINCT word, search_term_stem(word)
  FROM changed
    LEFT JOIN categories ON categories.id = changed.category_id,
    unnest(tsvector_to_array(to_tsvector('simple',
      changed.title || ' ' || changed.description || ' ' || coalesce(categories.name, '') || ' ' || coalesce(changed.period, '') || ' ' ||
      array_to_string(changed.tags || changed.colors || changed.rooms || changed.materials, ' ')))) AS word
  WHERE word ~ '^[[:alnum:]]{2,}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A change to the house's synonyms changes what every search finds: the cached searches go (decision 105).
CREATE FUNCTION catalog_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM page_changed(ARRAY['catalog']);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_synonyms_page_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms FOR EACH STATEMENT EXECUTE FUNCTION catalog_page_changed();--> statement-breakpoint
UPDATE search_terms SET stem = search_term_stem(word);--> statement-breakpoint
-- Every item rewritten once: its words as written, and the vocabulary's new words (short ones, category names).
UPDATE items SET updated_at = updated_at;
