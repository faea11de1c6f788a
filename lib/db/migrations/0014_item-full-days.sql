CREATE TABLE "item_full_days" (
	"item_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "item_full_days_item_id_day_pk" PRIMARY KEY("item_id","day")
);
--> statement-breakpoint
ALTER TABLE "item_full_days" ADD CONSTRAINT "item_full_days_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_full_days_day_idx" ON "item_full_days" USING btree ("day");