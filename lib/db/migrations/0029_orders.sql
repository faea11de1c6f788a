CREATE TABLE "document_counters" (
	"vendor_id" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_vendor_id_kind_year_pk" PRIMARY KEY("vendor_id","kind","year"),
	CONSTRAINT "document_counters_last_check" CHECK ("document_counters"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"number" text NOT NULL,
	"request_id" text NOT NULL,
	"uid" text NOT NULL,
	"studio" text DEFAULT '' NOT NULL,
	"production" text DEFAULT '' NOT NULL,
	"pick_up_on" date NOT NULL,
	"return_on" date NOT NULL,
	"quote" jsonb,
	"confirmed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "orders_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "orders_number_key" UNIQUE("vendor_id","number"),
	CONSTRAINT "orders_number_check" CHECK ("orders"."number" ~ '^ORD-[0-9]{4}-[0-9]{6,}$'),
	CONSTRAINT "orders_days_check" CHECK ("orders"."return_on" >= "orders"."pick_up_on")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_request_id_hold_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."hold_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("vendor_id","uid");