ALTER TABLE "invoices" DROP CONSTRAINT "invoices_kind_check";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "replacement_value_cents" integer;--> statement-breakpoint
ALTER TABLE "hold_lines" ADD COLUMN "damaged_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hold_lines" ADD COLUMN "repair_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_loss_damage_per_order" ON "invoices" USING btree ("order_id","issue") WHERE "invoices"."kind" = 'lossAndDamage';--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_replacement_value_check" CHECK ("items"."replacement_value_cents" >= 0);--> statement-breakpoint
ALTER TABLE "hold_lines" ADD CONSTRAINT "hold_lines_damaged_units_check" CHECK ("hold_lines"."damaged_units" >= 0 and "hold_lines"."damaged_units" + "hold_lines"."missing_units" <= "hold_lines"."quantity");--> statement-breakpoint
ALTER TABLE "hold_lines" ADD CONSTRAINT "hold_lines_repair_check" CHECK ("hold_lines"."repair_cents" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('rental', 'lossAndDamage', 'creditNote'));