CREATE TABLE "scam_site_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"listed" boolean NOT NULL,
	"scam_type" text,
	"reason" text,
	"decided_by" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scam_site_decisions_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
ALTER TABLE "recovery_applications" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD COLUMN "incident_id" integer;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD COLUMN "confirmed_via" text;--> statement-breakpoint
-- Reports stored before D18 stay where their owners already see them.
UPDATE "fraud_incidents" SET "confirmed_at" = "created_at", "confirmed_via" = 'before_d18';--> statement-breakpoint
-- An earlier application counts as verified when its own link was used, or when it was sent while
-- signed in (no link was issued) by an address with a verified profile.
UPDATE "recovery_applications" AS a SET "email_verified_at" = a."submitted_at"
WHERE EXISTS (SELECT 1 FROM "verification_tokens" t WHERE t."recovery_application_id" = a."id" AND t."is_used")
   OR (NOT EXISTS (SELECT 1 FROM "verification_tokens" t WHERE t."recovery_application_id" = a."id")
       AND EXISTS (SELECT 1 FROM "user_profiles" p WHERE lower(p."email") = lower(a."email") AND p."is_verified"));--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_incident_id_fraud_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD CONSTRAINT "fraud_incidents_confirmation_check" CHECK (("fraud_incidents"."confirmed_at" is null) = ("fraud_incidents"."confirmed_via" is null) and "fraud_incidents"."confirmed_via" in ('signed_in', 'email_link', 'staff', 'before_d18'));