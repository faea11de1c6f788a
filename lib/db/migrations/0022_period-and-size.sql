ALTER TABLE "items" ADD COLUMN "period" text;--> statement-breakpoint
-- The size bins of the height, width and depth facets (issue 28 §2, decision 109), in inches, each
-- holding its lower bound; SIZE_BINS in lib/catalog/facet-keys.ts lists the same labels in this order.
-- A measure that is not a number (none should be) has no bin.
CREATE FUNCTION catalog_size_bin(inches jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN jsonb_typeof(inches) IS DISTINCT FROM 'number' THEN NULL
    WHEN inches::numeric < 12 THEN 'Under 12 in'
    WHEN inches::numeric < 24 THEN '12 to 24 in'
    WHEN inches::numeric < 36 THEN '24 to 36 in'
    WHEN inches::numeric < 48 THEN '36 to 48 in'
    WHEN inches::numeric < 72 THEN '48 to 72 in'
    WHEN inches::numeric < 96 THEN '72 to 96 in'
    ELSE '96 in and up'
  END
$$;--> statement-breakpoint
-- The period is searched like the tags it used to be among (weight B) and is a facet of its own;
-- each measure is a facet through its size bin. Hidden and archived items still have no facet values.
CREATE OR REPLACE FUNCTION items_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text := coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '');
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.title), 'A') ||
    setweight(to_tsvector('simple', NEW.sku), 'A') ||
    setweight(to_tsvector('english', category_name || ' ' || coalesce(NEW.period, '') || ' ' || array_to_string(NEW.tags || NEW.colors || NEW.rooms || NEW.materials, ' ')), 'B') ||
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
-- The period's words are catalogue words too, for typo tolerance.
CREATE OR REPLACE FUNCTION items_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
  SELECT DISTINCT word
  FROM changed, unnest(tsvector_to_array(to_tsvector('simple',
    changed.title || ' ' || changed.description || ' ' || coalesce(changed.period, '') || ' ' || array_to_string(changed.tags || changed.colors || changed.rooms || changed.materials, ' ')))) AS word
  WHERE word ~ '^[[:alpha:]]{3,}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Until now a demo prop's era was the first of its tags (issue 28 §2). In each item with no period
-- yet, the first tag that is exactly one of the demo's eight periods moves into its period and out
-- of its tags, so an upgraded demo database reads as a new one does; other tags stay. Every item is
-- rewritten once, so the trigger above writes its size facet values and its search text.
UPDATE items
SET period = coalesce(items.period, found.era),
  tags = CASE WHEN items.period IS NULL AND found.era IS NOT NULL THEN array_remove(items.tags, found.era) ELSE items.tags END
FROM (
  SELECT each.id, (
    SELECT tag FROM unnest(each.tags) WITH ORDINALITY AS t(tag, n)
    WHERE tag = ANY (ARRAY['Victorian', 'Art Deco', '1940s', 'Mid-Century', '1970s', '1980s', '1990s', 'Contemporary'])
    ORDER BY n LIMIT 1
  ) AS era
  FROM items AS each
) AS found
WHERE found.id = items.id;
