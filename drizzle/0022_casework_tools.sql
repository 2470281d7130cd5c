CREATE TABLE "saved_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"fraud_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_new_work_idx";--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "mail_when_mentioned" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_replies_title_key" ON "saved_replies" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "saved_replies_fraud_type_idx" ON "saved_replies" USING btree ("fraud_type");--> statement-breakpoint
CREATE INDEX "audit_log_new_work_idx" ON "audit_log" USING btree ("created_at") WHERE action in ('incident.reported', 'application.submitted', 'document.uploaded', 'message.sent', 'payout.requested', 'incident.owner_assigned', 'message.mentioned');