CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("endpoint_id",coalesce("next_attempt_at", "create_time")) WHERE status = 'pending';--> statement-breakpoint
-- Decision 167: a claim marks a delivery only while its attempt runs; finished ones drop the mark they kept before.
UPDATE "webhook_deliveries" SET "queued_at" = NULL WHERE "queued_at" IS NOT NULL AND "status" <> 'pending';
