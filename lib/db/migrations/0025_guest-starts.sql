CREATE TABLE "guest_starts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"set_cookies" text[],
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_starts" ADD CONSTRAINT "guest_starts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;