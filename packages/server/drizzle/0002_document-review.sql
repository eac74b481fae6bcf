CREATE TABLE "document_file_versions" (
	"review_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"object_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "document_file_versions_review_id_version_pk" PRIMARY KEY("review_id","version")
);
--> statement-breakpoint
CREATE TABLE "document_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_request_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"language_id" text NOT NULL,
	"source_file_key" text,
	"format" text NOT NULL,
	"paired" boolean NOT NULL,
	"pairing_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"file_version" integer DEFAULT 1 NOT NULL,
	"file_stale" boolean DEFAULT false NOT NULL,
	"rebuilding" boolean DEFAULT false NOT NULL,
	"rebuild_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reviews_file_unique" UNIQUE("job_request_id","file_key")
);
--> statement-breakpoint
CREATE TABLE "document_segments" (
	"review_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"source" text,
	"target" text NOT NULL,
	"original" text NOT NULL,
	"tags" text NOT NULL,
	"style" jsonb NOT NULL,
	"origin" text NOT NULL,
	"engine" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"edited_by" text,
	"edited_at" timestamp with time zone,
	"changed_in" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_segments_review_id_position_pk" PRIMARY KEY("review_id","position")
);
--> statement-breakpoint
ALTER TABLE "document_file_versions" ADD CONSTRAINT "document_file_versions_review_id_document_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."document_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reviews" ADD CONSTRAINT "document_reviews_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_segments" ADD CONSTRAINT "document_segments_review_id_document_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."document_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_segments_changed_idx" ON "document_segments" USING btree ("review_id","changed_in");