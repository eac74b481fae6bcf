CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"actor" text,
	"on_behalf_of" text,
	"event" text NOT NULL,
	"target" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"channel" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_client_at_idx" ON "audit_events" USING btree ("client_id","at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
-- Decision 182: the trail is append-only whoever writes, psql included. The one DELETE let through is the
-- retention purge's: it sets lingua.audit_purge_before for its own transaction and removes only older rows.
CREATE FUNCTION "lingua_audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF tg_op = 'DELETE' THEN
		IF old.at < nullif(current_setting('lingua.audit_purge_before', true), '')::timestamptz THEN
			RETURN old;
		END IF;
	END IF;
	RAISE EXCEPTION 'audit_events is append-only: % refused', tg_op USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "lingua_audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "lingua_audit_events_append_only"();
