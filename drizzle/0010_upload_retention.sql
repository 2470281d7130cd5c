CREATE TABLE "report_retention" (
	"incident_id" integer PRIMARY KEY NOT NULL,
	"client_key" text,
	"kept_at" timestamp with time zone,
	"kept_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_retention" ADD CONSTRAINT "report_retention_incident_id_fraud_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_retention" ADD CONSTRAINT "report_retention_kept_by_admin_id_admin_users_id_fk" FOREIGN KEY ("kept_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_retention_client_created_idx" ON "report_retention" USING btree ("client_key","created_at");
