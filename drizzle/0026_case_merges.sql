CREATE TABLE "case_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"kept_id" integer NOT NULL,
	"merged_id" integer NOT NULL,
	"moved" jsonb NOT NULL,
	"kept_before" jsonb NOT NULL,
	"kept_version_after" integer NOT NULL,
	"merged_status_before" text NOT NULL,
	"merged_by" integer,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "case_merges" ADD CONSTRAINT "case_merges_kept_id_fraud_incidents_id_fk" FOREIGN KEY ("kept_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_merges" ADD CONSTRAINT "case_merges_merged_id_fraud_incidents_id_fk" FOREIGN KEY ("merged_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_merges" ADD CONSTRAINT "case_merges_merged_by_admin_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_merges_kept_idx" ON "case_merges" USING btree ("kept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_merges_merged_key" ON "case_merges" USING btree ("merged_id") WHERE "case_merges"."undone_at" is null;--> statement-breakpoint
ALTER TABLE "fraud_incidents" ADD CONSTRAINT "fraud_incidents_merged_into_id_fraud_incidents_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE set null ON UPDATE no action;