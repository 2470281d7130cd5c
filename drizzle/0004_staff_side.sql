CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD COLUMN "admin_user_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_applications_submitted_at_idx" ON "recovery_applications" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "recovery_applications_full_name_trgm_idx" ON "recovery_applications" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recovery_applications_email_trgm_idx" ON "recovery_applications" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_type","actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "fraud_incidents_victim_email_trgm_idx" ON "fraud_incidents" USING gin ("victim_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fraud_incidents_description_trgm_idx" ON "fraud_incidents" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "platforms_name_trgm_idx" ON "platforms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_lower_key" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "user_profiles_email_trgm_idx" ON "user_profiles" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_full_name_trgm_idx" ON "user_profiles" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_created_at_idx" ON "user_profiles" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_check" CHECK ("admin_users"."role" in ('admin', 'caseworker'));