ALTER TABLE "recovery_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "rejection_reason" text;