CREATE TABLE "productions" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"studio" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"billing_contact" text DEFAULT '' NOT NULL,
	"billing_email" text DEFAULT '' NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT 'card' NOT NULL,
	"insurance_expires_on" date,
	"confirmed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productions_terms_check" CHECK ("productions"."terms" in ('card', 'net15', 'net30', 'net60')),
	CONSTRAINT "productions_title_check" CHECK (length("productions"."title") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "hold_requests" ADD COLUMN "production_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "production_id" text;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "productions_owner_idx" ON "productions" USING btree ("vendor_id","uid","title");--> statement-breakpoint
ALTER TABLE "hold_requests" ADD CONSTRAINT "hold_requests_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE no action ON UPDATE no action;