ALTER TABLE "fraud_incidents" ADD COLUMN "awaiting_kind" text;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD COLUMN "first_replied_at" timestamp with time zone;--> statement-breakpoint
-- Cases staff have already written to (a reply or a notice the victim reads) have had their first answer.
UPDATE "fraud_incidents" f SET "first_replied_at" = m.first FROM (SELECT "recovery_id", min("created_at") AS first FROM "messages" WHERE "sender_type" = 'staff' AND NOT "internal" GROUP BY "recovery_id") m WHERE m."recovery_id" = f."id";--> statement-breakpoint
-- A case already waiting on staff: a document review if an upload of that moment waits, else a reply.
UPDATE "fraud_incidents" f SET "awaiting_kind" = CASE WHEN EXISTS (SELECT 1 FROM "documents" d WHERE d."recovery_id" = f."id" AND d."status" = 'pending' AND d."upload_date" = f."awaiting_staff_since") THEN 'document' ELSE 'message' END WHERE f."awaiting_staff_since" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "fraud_incidents_first_reply_clock_idx" ON "fraud_incidents" USING btree ("created_at","id") WHERE "fraud_incidents"."first_replied_at" is null and "fraud_incidents"."status" not in ('resolved', 'closed');--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD CONSTRAINT "fraud_incidents_awaiting_kind_check" CHECK ("fraud_incidents"."awaiting_kind" in ('message', 'payout', 'document'));