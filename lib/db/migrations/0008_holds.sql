CREATE TABLE "hold_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "hold_lines_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"period" daterange NOT NULL,
	"held_at" timestamp (3) with time zone,
	"challenged_at" timestamp (3) with time zone,
	"state_changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hold_lines_quantity_check" CHECK ("hold_lines"."quantity" >= 1),
	CONSTRAINT "hold_lines_state_check" CHECK ("hold_lines"."state" in ('requested', 'held', 'secondHold', 'challenged', 'confirmed', 'out', 'returned', 'declined', 'released', 'expired', 'cancelled')),
	CONSTRAINT "hold_lines_period_check" CHECK (not isempty("hold_lines"."period") and not lower_inf("hold_lines"."period") and not upper_inf("hold_lines"."period"))
);
--> statement-breakpoint
CREATE TABLE "hold_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"set_list_id" text,
	"pick_up_on" date NOT NULL,
	"return_on" date,
	"fulfilment" text DEFAULT 'pickUp' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"studio" text DEFAULT '' NOT NULL,
	"production" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"quote" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hold_requests_kind_check" CHECK ("hold_requests"."kind" in ('hold', 'claim')),
	CONSTRAINT "hold_requests_fulfilment_check" CHECK ("hold_requests"."fulfilment" in ('pickUp', 'delivery')),
	CONSTRAINT "hold_requests_dates_check" CHECK (("hold_requests"."kind" = 'claim') = ("hold_requests"."return_on" is null) and ("hold_requests"."return_on" is null or "hold_requests"."return_on" >= "hold_requests"."pick_up_on"))
);
--> statement-breakpoint
CREATE TABLE "item_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"period" daterange NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_blocks_quantity_check" CHECK ("item_blocks"."quantity" >= 1),
	CONSTRAINT "item_blocks_reason_check" CHECK ("item_blocks"."reason" in ('repair', 'lost', 'other')),
	CONSTRAINT "item_blocks_period_check" CHECK (not isempty("item_blocks"."period") and not lower_inf("item_blocks"."period") and not upper_inf("item_blocks"."period"))
);
--> statement-breakpoint
ALTER TABLE "hold_lines" ADD CONSTRAINT "hold_lines_request_id_hold_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."hold_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_lines" ADD CONSTRAINT "hold_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_requests" ADD CONSTRAINT "hold_requests_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_requests" ADD CONSTRAINT "hold_requests_set_list_id_set_lists_id_fk" FOREIGN KEY ("set_list_id") REFERENCES "public"."set_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_blocks" ADD CONSTRAINT "item_blocks_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hold_lines_request_idx" ON "hold_lines" USING btree ("request_id","seq");--> statement-breakpoint
CREATE INDEX "hold_lines_item_idx" ON "hold_lines" USING btree ("item_id","state");--> statement-breakpoint
CREATE INDEX "hold_lines_period_idx" ON "hold_lines" USING gist ("period");--> statement-breakpoint
CREATE INDEX "hold_requests_owner_idx" ON "hold_requests" USING btree ("vendor_id","uid","created_at");--> statement-breakpoint
CREATE INDEX "item_blocks_item_idx" ON "item_blocks" USING btree ("item_id");