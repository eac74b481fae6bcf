CREATE TABLE "unscanned_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"problem" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"scanned_at" timestamp with time zone,
	"verdict" text,
	"finding" text
);
--> statement-breakpoint
CREATE INDEX "unscanned_uploads_open_idx" ON "unscanned_uploads" USING btree ("accepted_at") WHERE "unscanned_uploads"."scanned_at" is null;