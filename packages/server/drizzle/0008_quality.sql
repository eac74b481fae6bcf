CREATE TABLE "quality_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_request_id" uuid NOT NULL,
	"language_id" text NOT NULL,
	"file_key" text,
	"file_index" integer,
	"file_name" text NOT NULL,
	"segment" text NOT NULL,
	"source_text" text NOT NULL,
	"target_text" text NOT NULL,
	"plain_type" text,
	"plain_severity" text,
	"mqm_type" text NOT NULL,
	"mqm_severity" text NOT NULL,
	"words" text,
	"comment" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"answer_reason" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_profile_versions" (
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"tolerance" double precision NOT NULL,
	"type_weights" jsonb NOT NULL,
	"is_default" boolean NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quality_profile_versions_client_id_name_version_pk" PRIMARY KEY("client_id","name","version")
);
--> statement-breakpoint
CREATE TABLE "quality_scores" (
	"job_request_id" uuid NOT NULL,
	"file_ref" text NOT NULL,
	"language_id" text NOT NULL,
	"file_name" text NOT NULL,
	"evaluated_words" integer NOT NULL,
	"counted_issues" integer NOT NULL,
	"penalty" double precision NOT NULL,
	"penalty_per_1000" double precision NOT NULL,
	"score" double precision NOT NULL,
	"verdict" text NOT NULL,
	"inconclusive" boolean NOT NULL,
	"profile_name" text NOT NULL,
	"profile_version" integer NOT NULL,
	"tolerance" double precision NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quality_scores_job_request_id_file_ref_language_id_pk" PRIMARY KEY("job_request_id","file_ref","language_id")
);
--> statement-breakpoint
CREATE TABLE "review_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_request_id" uuid NOT NULL,
	"language_id" text NOT NULL,
	"decision" text NOT NULL,
	"note" text,
	"issue_ids" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"decided_by_user_id" uuid,
	"decided_by" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quality_issues" ADD CONSTRAINT "quality_issues_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_profile_versions" ADD CONSTRAINT "quality_profile_versions_client_id_client_configs_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_scores" ADD CONSTRAINT "quality_scores_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_issues_request_idx" ON "quality_issues" USING btree ("job_request_id","language_id","created_at");--> statement-breakpoint
CREATE INDEX "review_decisions_request_idx" ON "review_decisions" USING btree ("job_request_id","decided_at");