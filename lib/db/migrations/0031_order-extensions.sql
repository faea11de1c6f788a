CREATE TABLE "order_extensions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_return_on" date NOT NULL,
	"to_return_on" date NOT NULL,
	"state" text DEFAULT 'asked' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"asked_at" timestamp (3) with time zone NOT NULL,
	"answered_at" timestamp (3) with time zone,
	"answered_by" text,
	CONSTRAINT "order_extensions_state_check" CHECK ("order_extensions"."state" in ('asked', 'accepted', 'declined')),
	CONSTRAINT "order_extensions_days_check" CHECK ("order_extensions"."to_return_on" > "order_extensions"."from_return_on")
);
--> statement-breakpoint
ALTER TABLE "order_extensions" ADD CONSTRAINT "order_extensions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_extensions_one_asked" ON "order_extensions" USING btree ("order_id") WHERE "order_extensions"."state" = 'asked';