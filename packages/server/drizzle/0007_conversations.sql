CREATE TABLE "conversation_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"object_key" text NOT NULL,
	"size" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"person_id" bigint NOT NULL,
	"mail_state" text NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"from_staff" boolean NOT NULL,
	"text" text NOT NULL,
	"via" text NOT NULL,
	"create_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_people" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversation_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_request_id" uuid NOT NULL,
	"anchor" text NOT NULL,
	"file_key" text,
	"position" integer,
	"file_index" integer,
	"language_id" text,
	"line_id" text,
	"started_by" uuid,
	"create_time" timestamp with time zone NOT NULL,
	"last_message_time" timestamp with time zone NOT NULL,
	"awaiting_reply_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_mails" ADD CONSTRAINT "conversation_mails_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_mails" ADD CONSTRAINT "conversation_mails_person_id_conversation_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."conversation_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_thread_id_conversation_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."conversation_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_user_id_user_accounts_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_people" ADD CONSTRAINT "conversation_people_thread_id_conversation_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."conversation_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_people" ADD CONSTRAINT "conversation_people_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_job_request_id_job_requests_id_fk" FOREIGN KEY ("job_request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_started_by_user_accounts_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_attachments_message_idx" ON "conversation_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "conversation_mails_pending_idx" ON "conversation_mails" USING btree ("create_time") WHERE "conversation_mails"."mail_state" = 'pending';--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_time_idx" ON "conversation_messages" USING btree ("thread_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_people_thread_user_idx" ON "conversation_people" USING btree ("thread_id","user_id");--> statement-breakpoint
CREATE INDEX "conversation_people_user_idx" ON "conversation_people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversation_threads_request_idx" ON "conversation_threads" USING btree ("job_request_id","last_message_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_threads_awaiting_idx" ON "conversation_threads" USING btree ("awaiting_reply_since") WHERE "conversation_threads"."awaiting_reply_since" is not null;