ALTER TABLE "money_trails" ALTER COLUMN "amount" SET DATA TYPE numeric(28, 8);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "uploaded_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "staff_display_name" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "staff_admin_id" integer;--> statement-breakpoint
ALTER TABLE "money_trails" ADD COLUMN "from_account_key" text GENERATED ALWAYS AS (case when from_account = '(removed)' then null when length(lower(regexp_replace(coalesce(from_account, ''), '[^A-Za-z0-9]', '', 'g'))) >= 6 then lower(regexp_replace(coalesce(from_account, ''), '[^A-Za-z0-9]', '', 'g')) end) STORED;--> statement-breakpoint
ALTER TABLE "money_trails" ADD COLUMN "to_account_key" text GENERATED ALWAYS AS (case when to_account = '(removed)' then null when length(lower(regexp_replace(coalesce(to_account, ''), '[^A-Za-z0-9]', '', 'g'))) >= 6 then lower(regexp_replace(coalesce(to_account, ''), '[^A-Za-z0-9]', '', 'g')) end) STORED;--> statement-breakpoint
ALTER TABLE "money_trails" ADD COLUMN "blockchain_tx_key" text GENERATED ALWAYS AS (case when blockchain_tx = '(removed)' then null when length(lower(regexp_replace(coalesce(blockchain_tx, ''), '[^A-Za-z0-9]', '', 'g'))) >= 6 then lower(regexp_replace(coalesce(blockchain_tx, ''), '[^A-Za-z0-9]', '', 'g')) end) STORED;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_admin_id_admin_users_id_fk" FOREIGN KEY ("uploaded_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_staff_admin_id_admin_users_id_fk" FOREIGN KEY ("staff_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_trails_from_account_key_idx" ON "money_trails" USING btree ("from_account_key","incident_id");--> statement-breakpoint
CREATE INDEX "money_trails_to_account_key_idx" ON "money_trails" USING btree ("to_account_key","incident_id");--> statement-breakpoint
CREATE INDEX "money_trails_blockchain_tx_key_idx" ON "money_trails" USING btree ("blockchain_tx_key","incident_id");--> statement-breakpoint
ALTER TABLE "money_trails" ADD CONSTRAINT "money_trails_amount_check" CHECK ("money_trails"."amount" > 0);--> statement-breakpoint
ALTER TABLE "money_trails" ADD CONSTRAINT "money_trails_currency_places_check" CHECK ("money_trails"."currency" in ('BTC', 'ETH') or "money_trails"."amount" = round("money_trails"."amount", 2));