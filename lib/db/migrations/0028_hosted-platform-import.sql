CREATE TABLE "imported_records" (
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"imported_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_records_kind_source_id_pk" PRIMARY KEY("kind","source_id")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "imported_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;