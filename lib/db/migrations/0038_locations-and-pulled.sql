-- Issue 38 §3, decision 153: where each prop lives (free text in the house's structure, "A-12-3"),
-- and a confirmed line ticked as pulled on the pull sheet (when, by whom). Pulled is no line state:
-- the line stays confirmed, so no trigger of hold_lines (they watch state, period, quantity, item_id) fires.
ALTER TABLE "items" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hold_lines" ADD COLUMN "pulled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "hold_lines" ADD COLUMN "pulled_by" text;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_location_check" CHECK (length("items"."location") <= 40);--> statement-breakpoint
ALTER TABLE "hold_lines" ADD CONSTRAINT "hold_lines_pulled_check" CHECK (("hold_lines"."pulled_at" is null) = ("hold_lines"."pulled_by" is null));