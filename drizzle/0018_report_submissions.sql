CREATE TABLE "report_submissions" (
	"key" text PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_submissions" ADD CONSTRAINT "report_submissions_incident_id_fraud_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_submissions_created_at_idx" ON "report_submissions" USING btree ("created_at");