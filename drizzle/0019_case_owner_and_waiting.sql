ALTER TABLE "fraud_incidents" ADD COLUMN "awaiting_staff_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_staff" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_new_work_idx" ON "audit_log" USING btree ("created_at") WHERE action in ('incident.reported', 'application.submitted', 'document.uploaded', 'message.sent', 'payout.requested', 'incident.owner_assigned');--> statement-breakpoint
CREATE INDEX "fraud_incidents_awaiting_staff_idx" ON "fraud_incidents" USING btree ("awaiting_staff_since","id") WHERE "fraud_incidents"."awaiting_staff_since" is not null;--> statement-breakpoint
-- Each case with staff on it gets an owner: whoever joined it first.
UPDATE "case_staff" SET "is_owner" = true WHERE "id" IN (
  SELECT DISTINCT ON ("incident_id") "id" FROM "case_staff" ORDER BY "incident_id", "added_at", "id"
);--> statement-breakpoint
-- A case whose conversation ends with the victim waits on staff since that message.
UPDATE "fraud_incidents" f SET "awaiting_staff_since" = last."created_at"
FROM (
  SELECT DISTINCT ON ("recovery_id") "recovery_id", "sender_type", "created_at" FROM "messages"
  WHERE NOT "internal" AND "sender_type" IN ('user', 'staff')
  ORDER BY "recovery_id", "created_at" DESC, "id" DESC
) last
WHERE last."recovery_id" = f."id" AND last."sender_type" = 'user';--> statement-breakpoint
CREATE UNIQUE INDEX "case_staff_one_owner" ON "case_staff" USING btree ("incident_id") WHERE "case_staff"."is_owner";--> statement-breakpoint
CREATE INDEX "case_staff_owner_idx" ON "case_staff" USING btree ("admin_user_id") WHERE "case_staff"."is_owner";