CREATE TABLE "deletion_batch_items" (
	"batch_id" uuid NOT NULL,
	"job_request_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ended_at" timestamp with time zone,
	"object_count" integer,
	"total_bytes" bigint,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "deletion_batch_items_batch_id_job_request_id_pk" PRIMARY KEY("batch_id","job_request_id")
);
--> statement-breakpoint
CREATE TABLE "deletion_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"ended_before" timestamp with time zone,
	"delete_translation_memory" boolean DEFAULT false NOT NULL,
	"delete_glossary" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"translation_units_deleted" integer DEFAULT 0 NOT NULL,
	"glossary_entries_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_configs" ADD COLUMN "file_retention_days" integer;--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "files_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_batch_items" ADD CONSTRAINT "deletion_batch_items_batch_id_deletion_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."deletion_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_batch_items" ADD CONSTRAINT "deletion_batch_items_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_batches" ADD CONSTRAINT "deletion_batches_client_id_client_configs_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_batch_items_request_idx" ON "deletion_batch_items" USING btree ("job_request_id");--> statement-breakpoint
CREATE INDEX "deletion_batches_client_idx" ON "deletion_batches" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deletion_batches_state_idx" ON "deletion_batches" USING btree ("state","due_at");