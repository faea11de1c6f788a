CREATE TABLE "hold_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"from_staff" boolean NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hold_messages_body_check" CHECK (length("hold_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "hold_lines" ADD COLUMN "unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hold_messages" ADD CONSTRAINT "hold_messages_request_id_hold_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."hold_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hold_messages_request_idx" ON "hold_messages" USING btree ("request_id","created_at");