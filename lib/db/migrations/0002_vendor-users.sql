CREATE TABLE "captcha_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_users" (
	"vendor_id" text NOT NULL,
	"uid" text NOT NULL,
	"vendor_name" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"studio" text DEFAULT '' NOT NULL,
	"production" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"order_by_name" text DEFAULT '' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"is_authorized" boolean,
	"has_received_denied_email" boolean DEFAULT false NOT NULL,
	"has_received_welcome_email" boolean DEFAULT false NOT NULL,
	"photo_url" text NOT NULL,
	"geoloc" jsonb,
	"ip_location" jsonb,
	"ip_addresses" text[] DEFAULT '{}' NOT NULL,
	"favorites" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"set_list_items" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"set_lists" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stats" jsonb NOT NULL,
	"subscriptions" jsonb NOT NULL,
	"vendors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"captcha_token" text,
	"was_anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"last_login_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "vendor_users_vendor_id_uid_pk" PRIMARY KEY("vendor_id","uid")
);
--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_at_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "vendor_users_order_by_name_idx" ON "vendor_users" USING btree ("vendor_id","order_by_name");--> statement-breakpoint
CREATE INDEX "vendor_users_email_idx" ON "vendor_users" USING btree ("vendor_id","email");