-- Similar props (issue 28 §5, decision 112). A prop's kind is what staff type as its Kind, or else
-- read from its title: the words after the last of its period, colours, materials and styles (the
-- whole title when it names none), at most the last two ("Mid-Century Chrome Bar Stool" → "bar
-- stool"), the title cut before what only describes it further ("… with Backrest", "(pair)", ", 3
-- seat"); a trailing "Set", "Lot" or "Rolls" keeps the word before it. Compared as each word's English
-- stem, so "Bar Stools" is "Bar Stool". Written into generated columns, so every writer (the item form,
-- the CSV import, the seed, psql) gets the same answer. Names are schema-qualified: a restore runs with
-- an empty search_path and computes generated columns as it copies the rows in.
CREATE FUNCTION prop_kind_split(phrase text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(word ORDER BY n), '{}')
  FROM regexp_split_to_table(lower(coalesce(phrase, '')), '[^[:alnum:]''-]+') WITH ORDINALITY AS t(word, n)
  WHERE word <> ''
$$;--> statement-breakpoint
CREATE FUNCTION prop_kind_stem(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((pg_catalog.ts_lexize('pg_catalog.english_stem', word))[1], word)
$$;--> statement-breakpoint
-- Words that count a prop rather than name it: "Glassware Set", "Book Lot", "Fabric Rolls".
CREATE FUNCTION prop_kind_counting(word text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.prop_kind_stem(word) = ANY (ARRAY['set', 'lot', 'pair', 'kit', 'bundl', 'roll', 'stack', 'collect', 'assort', 'group'])
$$;--> statement-breakpoint
CREATE FUNCTION prop_kind_words(title text, qualifiers text[]) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  words text[];
  said text[];
  qualifier text;
  n integer;
  m integer;
  after integer := 0;
  first integer;
BEGIN
  words := public.prop_kind_split(regexp_replace(coalesce(title, ''), '\s(with|w/)\s.*$|\s[-–—|/]\s.*$|[(,;:].*$', '', 'i'));
  IF cardinality(words) = 0 THEN
    words := public.prop_kind_split(title);
  END IF;
  n := cardinality(words);
  IF n = 0 THEN
    RETURN '';
  END IF;
  FOREACH qualifier IN ARRAY coalesce(qualifiers, '{}') LOOP
    said := public.prop_kind_split(qualifier);
    m := cardinality(said);
    CONTINUE WHEN m = 0;
    FOR i IN REVERSE n - m + 1 .. 1 LOOP
      IF words[i:i + m - 1] = said THEN
        after := greatest(after, i + m - 1);
        EXIT;
      END IF;
    END LOOP;
  END LOOP;
  -- A title ending in what describes it ("Mirror, Gilt" is cut above; "Lamp Brass") keeps all its words.
  IF after >= n THEN
    after := 0;
  END IF;
  first := greatest(after + 1, n - 1);
  WHILE first > 1 AND NOT EXISTS (SELECT 1 FROM unnest(words[first:n]) AS word WHERE NOT public.prop_kind_counting(word)) LOOP
    first := first - 1;
  END LOOP;
  RETURN array_to_string(words[first:n], ' ');
END
$$;--> statement-breakpoint
CREATE FUNCTION prop_kind_key(kind text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(public.prop_kind_stem(word), ' ' ORDER BY n), '')
  FROM unnest(public.prop_kind_split(kind)) WITH ORDINALITY AS t(word, n)
$$;--> statement-breakpoint
-- The last word of a kind's key that names rather than counts ("glassware" of "glassware set"), or its last word.
CREATE FUNCTION prop_kind_head(kind_key text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT word FROM unnest(string_to_array(kind_key, ' ')) WITH ORDINALITY AS t(word, n) WHERE NOT public.prop_kind_counting(word) ORDER BY n DESC LIMIT 1),
    (string_to_array(kind_key, ' '))[cardinality(string_to_array(kind_key, ' '))],
    ''
  )
$$;--> statement-breakpoint
CREATE TABLE "item_alternates" (
	"vendor_id" text NOT NULL,
	"item_a_id" text NOT NULL,
	"item_b_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_alternates_item_a_id_item_b_id_pk" PRIMARY KEY("item_a_id","item_b_id"),
	CONSTRAINT "item_alternates_order_check" CHECK ("item_alternates"."item_a_id" collate "C" < "item_alternates"."item_b_id" collate "C")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "kind_key" text GENERATED ALWAYS AS (prop_kind_key(coalesce(nullif(btrim(kind), ''), prop_kind_words(title, array[period] || colors || materials || tags)))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "kind_head" text GENERATED ALWAYS AS (prop_kind_head(prop_kind_key(coalesce(nullif(btrim(kind), ''), prop_kind_words(title, array[period] || colors || materials || tags))))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "item_alternates" ADD CONSTRAINT "item_alternates_item_a_id_items_id_fk" FOREIGN KEY ("item_a_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_alternates" ADD CONSTRAINT "item_alternates_item_b_id_items_id_fk" FOREIGN KEY ("item_b_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_alternates_b_idx" ON "item_alternates" USING btree ("item_b_id","item_a_id");--> statement-breakpoint
CREATE INDEX "items_kind_idx" ON "items" USING btree ("kind_key","period","id");--> statement-breakpoint
CREATE INDEX "items_kind_head_idx" ON "items" USING btree ("category_id","kind_head","kind_key","id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_kind_check" CHECK (length("items"."kind") <= 60);--> statement-breakpoint
-- The public pages' cache (decision 105): an item page lists the props of its kind from any category,
-- so a write names the old and new kinds too ('kind:<key>'); a link names both props' pages.
CREATE OR REPLACE FUNCTION items_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
BEGIN
  -- Each branch reads only the transition tables its trigger declares.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT tag) INTO tags FROM new_rows,
      unnest(ARRAY['item:' || id, 'category:' || category_id, 'kind:' || left(kind_key, 100)]) AS tag;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT tag) INTO tags FROM old_rows,
      unnest(ARRAY['item:' || id, 'category:' || category_id, 'kind:' || left(kind_key, 100)]) AS tag;
  ELSE
    SELECT array_agg(DISTINCT tag) INTO tags FROM (
      SELECT id, category_id, kind_key FROM new_rows UNION SELECT id, category_id, kind_key FROM old_rows
    ) AS changed, unnest(ARRAY['item:' || id, 'category:' || category_id, 'kind:' || left(kind_key, 100)]) AS tag;
  END IF;
  IF tags IS NOT NULL THEN
    PERFORM page_changed(ARRAY['catalog'] || tags);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION item_alternates_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM page_changed(ARRAY['item:' || OLD.item_a_id, 'item:' || OLD.item_b_id]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM page_changed(ARRAY['item:' || NEW.item_a_id, 'item:' || NEW.item_b_id]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER item_alternates_page_changed AFTER INSERT OR DELETE OR UPDATE ON item_alternates
  FOR EACH ROW EXECUTE FUNCTION item_alternates_page_changed();
