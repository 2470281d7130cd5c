CREATE TABLE "recovery_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"platform_name" text NOT NULL,
	"fraud_type" text NOT NULL,
	"incident_date" date NOT NULL,
	"loss_amount" numeric(10, 2) NOT NULL,
	"incident_description" text NOT NULL,
	"contacted_police" boolean DEFAULT false NOT NULL,
	"contacted_bank" boolean DEFAULT false NOT NULL,
	"contacted_platform" boolean DEFAULT false NOT NULL,
	"accept_terms" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_applications_status_check" CHECK ("recovery_applications"."status" in ('pending', 'under_review', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "verification_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text DEFAULT 'verify_email' NOT NULL,
	"recovery_application_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_label" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"user_email" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"recovery_id" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"upload_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"recovery_id" integer NOT NULL,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"content" text NOT NULL,
	"sender_type" text NOT NULL,
	"read_by_staff_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"victim_email" text NOT NULL,
	"incident_date" date NOT NULL,
	"loss_amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fraud_type" text,
	"description" text,
	"website_url" text,
	"assigned_team" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timeline_events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"financial_data" jsonb,
	"required_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fraud_incidents_status_check" CHECK ("fraud_incidents"."status" in ('open', 'under_review', 'under_investigation', 'recovery_available', 'resolved', 'closed')),
	CONSTRAINT "fraud_incidents_loss_amount_check" CHECK ("fraud_incidents"."loss_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"category" text,
	"website" text,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"recovery_available" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_trails" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"from_account" text,
	"to_account" text NOT NULL,
	"transaction_date" timestamp with time zone NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"blockchain_tx" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL,
	"user_email" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"payout_method" text NOT NULL,
	"account_details_encrypted" text NOT NULL,
	"account_details_hint" text NOT NULL,
	"additional_info" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_date" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_date" timestamp with time zone,
	"notes" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_requests_amount_check" CHECK ("payout_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "automated_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trigger_type" text NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_triggered" timestamp with time zone,
	"trigger_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation_type" text NOT NULL,
	"target_type" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"processed_items" integer DEFAULT 0 NOT NULL,
	"failed_items" integer DEFAULT 0 NOT NULL,
	"results" jsonb,
	"initiated_by" text NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"type" text DEFAULT 'email' NOT NULL,
	"category" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'completed' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"user_profile_id" integer,
	"admin_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_owner_check" CHECK (("sessions"."kind" = 'victim' and "sessions"."user_profile_id" is not null and "sessions"."admin_user_id" is null)
       or ("sessions"."kind" = 'admin' and "sessions"."admin_user_id" is not null and "sessions"."user_profile_id" is null))
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" jsonb,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_settings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"is_secret" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'admin' NOT NULL,
	CONSTRAINT "settings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "website_safety_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"url_hash" text NOT NULL,
	"domain" text,
	"is_safe" boolean DEFAULT false NOT NULL,
	"risk_level" text NOT NULL,
	"trust_score" integer NOT NULL,
	"threat_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detected_issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risk_indicators" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_safety_checks_url_hash_unique" UNIQUE("url_hash")
);
--> statement-breakpoint
ALTER TABLE "recovery_applications" ADD CONSTRAINT "recovery_applications_incident_id_fraud_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_recovery_application_id_recovery_applications_id_fk" FOREIGN KEY ("recovery_application_id") REFERENCES "public"."recovery_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_recovery_id_fraud_incidents_id_fk" FOREIGN KEY ("recovery_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recovery_id_fraud_incidents_id_fk" FOREIGN KEY ("recovery_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD CONSTRAINT "fraud_incidents_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_trails" ADD CONSTRAINT "money_trails_incident_id_fraud_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_incident_id_fraud_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("user_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_applications_email_lower_idx" ON "recovery_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "recovery_applications_status_idx" ON "recovery_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "verification_tokens_email_lower_idx" ON "verification_tokens" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "documents_recovery_id_idx" ON "documents" USING btree ("recovery_id");--> statement-breakpoint
CREATE INDEX "documents_user_email_lower_idx" ON "documents" USING btree (lower("user_email"));--> statement-breakpoint
CREATE INDEX "messages_recovery_id_idx" ON "messages" USING btree ("recovery_id","created_at");--> statement-breakpoint
CREATE INDEX "fraud_incidents_victim_email_lower_idx" ON "fraud_incidents" USING btree (lower("victim_email"));--> statement-breakpoint
CREATE INDEX "fraud_incidents_platform_id_idx" ON "fraud_incidents" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "fraud_incidents_status_idx" ON "fraud_incidents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "fraud_incidents_created_at_idx" ON "fraud_incidents" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_name_lower_key" ON "platforms" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "money_trails_incident_id_idx" ON "money_trails" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "payout_requests_user_email_lower_idx" ON "payout_requests" USING btree (lower("user_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "payout_requests_one_open_per_incident" ON "payout_requests" USING btree ("incident_id") WHERE "payout_requests"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_lower_key" ON "admin_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "sessions_user_profile_id_idx" ON "sessions" USING btree ("user_profile_id");--> statement-breakpoint
CREATE INDEX "sessions_admin_user_id_idx" ON "sessions" USING btree ("admin_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_profiles_email_lower_key" ON "user_profiles" USING btree (lower("email"));