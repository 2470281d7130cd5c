CREATE TABLE "case_due_dates" (
	"incident_id" integer PRIMARY KEY NOT NULL,
	"due_on" date NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL,
	"title" text NOT NULL,
	"owner_id" integer,
	"due_on" date,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"fraud_type" text NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_due_dates" ADD CONSTRAINT "case_due_dates_incident_id_fraud_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_due_dates" ADD CONSTRAINT "case_due_dates_set_by_admin_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_incident_id_fraud_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_owner_id_admin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_done_by_admin_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_due_dates_due_on_idx" ON "case_due_dates" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "case_tasks_incident_idx" ON "case_tasks" USING btree ("incident_id","position");--> statement-breakpoint
CREATE INDEX "case_tasks_open_owner_due_idx" ON "case_tasks" USING btree ("owner_id","due_on") WHERE "case_tasks"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "case_templates_fraud_type_key" ON "case_templates" USING btree ("fraud_type");