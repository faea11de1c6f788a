CREATE TABLE "invoice_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_cents" > 0),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('card', 'check', 'transfer', 'cash', 'other'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"uid" text NOT NULL,
	"issue" integer DEFAULT 1 NOT NULL,
	"credits_invoice_id" text,
	"paid_by" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"weekly_discount_cents" integer NOT NULL,
	"staff_discount_cents" integer NOT NULL,
	"rental_cents" integer NOT NULL,
	"processing_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"issued_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_credits_invoice_id_unique" UNIQUE("credits_invoice_id"),
	CONSTRAINT "invoices_number_key" UNIQUE("vendor_id","number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('rental', 'creditNote')),
	CONSTRAINT "invoices_credit_check" CHECK (("invoices"."kind" = 'creditNote') = ("invoices"."credits_invoice_id" is not null)),
	CONSTRAINT "invoices_paid_by_check" CHECK ("invoices"."paid_by" in ('card', 'account')),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" ~ '^(INV|CN)-[0-9]{4}-[0-9]{6,}$'),
	CONSTRAINT "invoices_sums_check" CHECK ("invoices"."total_cents" = "invoices"."rental_cents" + "invoices"."processing_cents" + "invoices"."tax_cents" and "invoices"."rental_cents" = "invoices"."subtotal_cents" - "invoices"."weekly_discount_cents" - "invoices"."staff_discount_cents" and "invoices"."total_cents" >= 0),
	CONSTRAINT "invoices_due_check" CHECK ("invoices"."due_on" >= "invoices"."issued_on")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"vendor_id" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_vendor_id_kind_year_pk" PRIMARY KEY("vendor_id","kind","year"),
	CONSTRAINT "document_counters_last_check" CHECK ("document_counters"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"number" text NOT NULL,
	"request_id" text NOT NULL,
	"uid" text NOT NULL,
	"studio" text DEFAULT '' NOT NULL,
	"production" text DEFAULT '' NOT NULL,
	"pick_up_on" date NOT NULL,
	"return_on" date NOT NULL,
	"quote" jsonb,
	"confirmed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "orders_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "orders_number_key" UNIQUE("vendor_id","number"),
	CONSTRAINT "orders_number_check" CHECK ("orders"."number" ~ '^ORD-[0-9]{4}-[0-9]{6,}$'),
	CONSTRAINT "orders_days_check" CHECK ("orders"."return_on" >= "orders"."pick_up_on")
);
--> statement-breakpoint
ALTER TABLE "hold_lines" ADD COLUMN "back_on" date;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_request_id_hold_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."hold_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_rental_per_order" ON "invoices" USING btree ("order_id","issue") WHERE "invoices"."kind" = 'rental';--> statement-breakpoint
CREATE INDEX "invoices_owner_idx" ON "invoices" USING btree ("vendor_id","uid");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("vendor_id","due_on");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("vendor_id","uid");--> statement-breakpoint
-- An issued invoice or credit note is final (issue 26 §3): whatever writes, the database refuses to
-- change or remove it. A correction is a credit note.
CREATE FUNCTION invoices_issued_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = '23514', CONSTRAINT = 'invoices_issued_are_final',
    MESSAGE = format('Invoice %s is issued and cannot be changed: issue a credit note.', OLD.number);
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_issued_are_final BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_issued_are_final();
