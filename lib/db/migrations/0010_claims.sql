ALTER TABLE "hold_lines" DROP CONSTRAINT "hold_lines_state_check";--> statement-breakpoint
ALTER TABLE "hold_requests" ADD COLUMN "pick_up_window" text;--> statement-breakpoint
ALTER TABLE "hold_lines" ADD CONSTRAINT "hold_lines_state_check" CHECK ("hold_lines"."state" in ('requested', 'held', 'secondHold', 'challenged', 'confirmed', 'out', 'returned', 'declined', 'released', 'expired', 'cancelled', 'collected'));--> statement-breakpoint
ALTER TABLE "hold_requests" ADD CONSTRAINT "hold_requests_window_check" CHECK ("hold_requests"."pick_up_window" is null or "hold_requests"."kind" = 'claim');