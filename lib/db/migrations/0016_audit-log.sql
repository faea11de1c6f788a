CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_name" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("vendor_id","subject_type","subject_id","at");