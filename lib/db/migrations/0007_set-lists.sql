CREATE TABLE "set_list_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"set_list_id" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_list_comments_author_check" CHECK (length("set_list_comments"."author_name") between 1 and 80),
	CONSTRAINT "set_list_comments_body_check" CHECK (length("set_list_comments"."body") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "set_list_items" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "set_list_items_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"set_list_id" text NOT NULL,
	"item_id" text,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"review" text,
	"reviewed_by" text,
	"reviewed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_list_items_quantity_check" CHECK ("set_list_items"."quantity" >= 1),
	CONSTRAINT "set_list_items_note_check" CHECK (length("set_list_items"."note") <= 500),
	CONSTRAINT "set_list_items_review_check" CHECK ("set_list_items"."review" in ('approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "set_list_shares" (
	"token" text PRIMARY KEY NOT NULL,
	"set_list_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "set_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"production" text DEFAULT '' NOT NULL,
	"scene" text DEFAULT '' NOT NULL,
	"pick_up_on" date,
	"return_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"archived_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_lists_name_check" CHECK (length("set_lists"."name") between 1 and 80),
	CONSTRAINT "set_lists_dates_check" CHECK ("set_lists"."return_on" is null or "set_lists"."pick_up_on" is null or "set_lists"."return_on" >= "set_lists"."pick_up_on")
);
--> statement-breakpoint
ALTER TABLE "set_list_comments" ADD CONSTRAINT "set_list_comments_set_list_id_set_lists_id_fk" FOREIGN KEY ("set_list_id") REFERENCES "public"."set_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_list_items" ADD CONSTRAINT "set_list_items_set_list_id_set_lists_id_fk" FOREIGN KEY ("set_list_id") REFERENCES "public"."set_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_list_items" ADD CONSTRAINT "set_list_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_list_shares" ADD CONSTRAINT "set_list_shares_set_list_id_set_lists_id_fk" FOREIGN KEY ("set_list_id") REFERENCES "public"."set_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_lists" ADD CONSTRAINT "set_lists_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "set_list_comments_list_idx" ON "set_list_comments" USING btree ("set_list_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "set_list_items_item_idx" ON "set_list_items" USING btree ("set_list_id","item_id");--> statement-breakpoint
CREATE INDEX "set_list_items_item_id_idx" ON "set_list_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "set_list_shares_live_idx" ON "set_list_shares" USING btree ("set_list_id") WHERE "set_list_shares"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "set_lists_active_name_idx" ON "set_lists" USING btree ("vendor_id","uid",lower("name")) WHERE "set_lists"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "set_lists_owner_idx" ON "set_lists" USING btree ("vendor_id","uid","updated_at");--> statement-breakpoint
CREATE INDEX "set_lists_uid_idx" ON "set_lists" USING btree ("uid");