ALTER TABLE "hold_requests" ADD COLUMN "card_method" text;--> statement-breakpoint
ALTER TABLE "hold_requests" ADD COLUMN "card_authorised_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "hold_requests" ADD COLUMN "card_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "hold_requests" ADD COLUMN "stripe_session_id" text;--> statement-breakpoint
ALTER TABLE "hold_requests" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "hold_requests" ADD CONSTRAINT "hold_requests_stripe_session_id_unique" UNIQUE("stripe_session_id");--> statement-breakpoint
ALTER TABLE "hold_requests" ADD CONSTRAINT "hold_requests_card_check" CHECK (("hold_requests"."card_authorised_at" is null) = ("hold_requests"."card_method" is null) and ("hold_requests"."card_method" is null or "hold_requests"."card_method" in ('stripe', 'paper')));