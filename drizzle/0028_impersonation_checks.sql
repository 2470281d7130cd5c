CREATE TABLE "impersonation_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"verdict" text NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impersonation_checks_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "impersonation_checks_kind_check" CHECK ("impersonation_checks"."kind" in ('email', 'phone', 'website', 'name')),
	CONSTRAINT "impersonation_checks_verdict_check" CHECK ("impersonation_checks"."verdict" in ('official', 'staff', 'staff_name', 'unknown'))
);
--> statement-breakpoint
CREATE INDEX "impersonation_checks_created_idx" ON "impersonation_checks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "impersonation_checks_value_idx" ON "impersonation_checks" USING btree ("kind","value");