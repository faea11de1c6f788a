DROP INDEX "items_created_at_idx";--> statement-breakpoint
DROP INDEX "items_purchase_type_idx";--> statement-breakpoint
DROP INDEX "items_price_idx";--> statement-breakpoint
CREATE INDEX "items_newest_idx" ON "items" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "items_price_idx" ON "items" USING btree (coalesce("weekly_price", 0),"created_at" DESC NULLS FIRST,"id");