CREATE TABLE "document_check_dismissals" (
	"review_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"check" text NOT NULL,
	"dismissed_by" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_check_dismissals_review_id_position_check_pk" PRIMARY KEY("review_id","position","check")
);
--> statement-breakpoint
CREATE TABLE "document_check_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"language_id" text DEFAULT '' NOT NULL,
	"word" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_check_dismissals" ADD CONSTRAINT "document_check_dismissals_review_id_document_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."document_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_check_words" ADD CONSTRAINT "document_check_words_client_id_client_configs_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_check_words_unique_idx" ON "document_check_words" USING btree ("client_id","kind","language_id",lower("word"));