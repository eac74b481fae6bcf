CREATE TABLE "review_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"hold_delivery_until_approved" boolean DEFAULT false NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_settings" ADD CONSTRAINT "review_settings_client_id_client_configs_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_configs"("id") ON DELETE cascade ON UPDATE no action;