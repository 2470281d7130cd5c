CREATE TABLE "case_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL,
	"admin_user_id" integer NOT NULL,
	"role" text DEFAULT 'Case Manager' NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "case_staff_role_check" CHECK ("case_staff"."role" in ('Case Manager', 'Legal Advisor'))
);
--> statement-breakpoint
CREATE TABLE "payout_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_request_id" integer NOT NULL,
	"admin_user_id" integer NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "paid_by" integer;--> statement-breakpoint
ALTER TABLE "case_staff" ADD CONSTRAINT "case_staff_incident_id_fraud_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_staff" ADD CONSTRAINT "case_staff_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_staff" ADD CONSTRAINT "case_staff_added_by_admin_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_staff" ADD CONSTRAINT "case_staff_confirmed_by_admin_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_approvals" ADD CONSTRAINT "payout_approvals_payout_request_id_payout_requests_id_fk" FOREIGN KEY ("payout_request_id") REFERENCES "public"."payout_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_approvals" ADD CONSTRAINT "payout_approvals_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_paid_by_admin_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_staff_incident_admin_key" ON "case_staff" USING btree ("incident_id","admin_user_id");--> statement-breakpoint
CREATE INDEX "case_staff_admin_user_id_idx" ON "case_staff" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "payout_approvals_payout_request_id_idx" ON "payout_approvals" USING btree ("payout_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_approvals_one_per_staff" ON "payout_approvals" USING btree ("payout_request_id","admin_user_id") WHERE "payout_approvals"."voided_at" is null;--> statement-breakpoint
-- The free-text team becomes the relation. An entry whose e-mail is a staff account's becomes
-- that account's place on the case: an admin's confirmed (an admin may reveal anyway), a
-- caseworker's unconfirmed, because the free text may have been typed by that caseworker to reach
-- the account details (issue 22); an admin confirms it on the case page.
INSERT INTO "case_staff" ("incident_id", "admin_user_id", "role", "confirmed_at")
SELECT DISTINCT ON (i."id", a."id")
	i."id",
	a."id",
	CASE WHEN m->>'role' = 'Legal Advisor' THEN 'Legal Advisor' ELSE 'Case Manager' END,
	CASE WHEN a."role" = 'admin' THEN now() END
FROM "fraud_incidents" i
CROSS JOIN LATERAL jsonb_array_elements(i."assigned_team") m
JOIN "admin_users" a ON lower(a."email") = lower(btrim(m->>'email')) AND btrim(coalesce(m->>'email', '')) <> ''
ORDER BY i."id", a."id";--> statement-breakpoint
-- Every other entry (a lawyer, someone with no staff account, a name without an address) is kept
-- as an outside contact: shown, labelled as not staff, granting nothing.
UPDATE "fraud_incidents" i SET "assigned_team" = coalesce((
	SELECT jsonb_agg(m ORDER BY n)
	FROM jsonb_array_elements(i."assigned_team") WITH ORDINALITY AS e(m, n)
	WHERE NOT EXISTS (
		SELECT 1 FROM "admin_users" a
		WHERE btrim(coalesce(m->>'email', '')) <> '' AND lower(a."email") = lower(btrim(m->>'email'))
	)
), '[]'::jsonb)
WHERE jsonb_array_length(i."assigned_team") > 0;--> statement-breakpoint
ALTER TABLE "fraud_incidents" RENAME COLUMN "assigned_team" TO "outside_contacts";
