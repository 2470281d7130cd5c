ALTER TABLE "recovery_applications" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "watchers" ADD COLUMN "locale" text;