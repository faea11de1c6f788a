-- Issue 38: the staff search finds any part of a customer's name, email or phone through trigrams and a SKU
-- as it is typed; the staff's item list reads natural order ("Lamp 2" before "Lamp 10") off an index.
CREATE INDEX "items_natural_title_idx" ON "items" USING btree ("vendor_id",regexp_replace(regexp_replace(lower("title"), '(\d+)', '00000000000\1', 'g'), '0*(\d{12})(?!\d)', '\1', 'g'),"id");--> statement-breakpoint
CREATE INDEX "items_sku_prefix_idx" ON "items" USING btree ("sku" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vendor_users_search_text_trgm_idx" ON "vendor_users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "display_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_users_phone_digits_trgm_idx" ON "vendor_users" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);