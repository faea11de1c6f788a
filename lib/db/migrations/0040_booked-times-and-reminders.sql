-- Issue 38 §4: booked pick-up and return times ("HH:MM" on the house's clock) and the reminders sent of an order,
-- one row per request, kind and day: the row is the claim, so two instances never send one reminder twice.
CREATE TABLE "order_reminders" (
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reminders_request_id_kind_day_pk" PRIMARY KEY("request_id","kind","day"),
	CONSTRAINT "order_reminders_kind_check" CHECK ("order_reminders"."kind" in ('pickUpTomorrow', 'returnTomorrow', 'returnOverdue'))
);
--> statement-breakpoint
ALTER TABLE "hold_requests" ADD COLUMN "pick_up_time" text;--> statement-breakpoint
ALTER TABLE "hold_requests" ADD COLUMN "return_time" text;--> statement-breakpoint
ALTER TABLE "order_reminders" ADD CONSTRAINT "order_reminders_request_id_hold_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."hold_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hold_requests_pick_up_idx" ON "hold_requests" USING btree ("vendor_id","pick_up_on");--> statement-breakpoint
CREATE INDEX "hold_requests_return_idx" ON "hold_requests" USING btree ("vendor_id","return_on");--> statement-breakpoint
ALTER TABLE "hold_requests" ADD CONSTRAINT "hold_requests_pick_up_time_check" CHECK ("hold_requests"."pick_up_time" is null or "hold_requests"."pick_up_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "hold_requests" ADD CONSTRAINT "hold_requests_return_time_check" CHECK ("hold_requests"."return_time" is null or ("hold_requests"."return_on" is not null and "hold_requests"."return_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'));