CREATE TABLE "incident_totals" (
	"status" text NOT NULL,
	"confirmed" boolean NOT NULL,
	"incidents" bigint DEFAULT 0 NOT NULL,
	"loss" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "incident_totals_status_confirmed_pk" PRIMARY KEY("status","confirmed")
);
--> statement-breakpoint
CREATE INDEX "fraud_incidents_loss_amount_idx" ON "fraud_incidents" USING btree ("loss_amount","id");--> statement-breakpoint
CREATE INDEX "fraud_incidents_updated_at_idx" ON "fraud_incidents" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "payout_requests_incident_id_idx" ON "payout_requests" USING btree ("incident_id");--> statement-breakpoint
-- The incident tiles and list totals read incident_totals instead of counting a million rows; these
-- triggers keep it exact in the same transaction as every insert, update, delete and truncate.
-- Changes are applied in key order so two transactions never lock the totals in opposite orders.
CREATE FUNCTION "incident_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO incident_totals AS t (status, confirmed, incidents, loss)
    SELECT status, confirmed_at IS NOT NULL, count(*), sum(loss_amount) FROM new_rows
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, confirmed) DO UPDATE SET incidents = t.incidents + excluded.incidents, loss = t.loss + excluded.loss;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO incident_totals AS t (status, confirmed, incidents, loss)
    SELECT status, confirmed_at IS NOT NULL, -count(*), -sum(loss_amount) FROM old_rows
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, confirmed) DO UPDATE SET incidents = t.incidents + excluded.incidents, loss = t.loss + excluded.loss;
  ELSE
    INSERT INTO incident_totals AS t (status, confirmed, incidents, loss)
    SELECT status, confirmed, sum(incidents), sum(loss)
    FROM (SELECT status, confirmed_at IS NOT NULL AS confirmed, -1 AS incidents, -loss_amount AS loss FROM old_rows
          UNION ALL
          SELECT status, confirmed_at IS NOT NULL, 1, loss_amount FROM new_rows) AS changes
    GROUP BY 1, 2
    HAVING sum(incidents) <> 0 OR sum(loss) <> 0
    ORDER BY 1, 2
    ON CONFLICT (status, confirmed) DO UPDATE SET incidents = t.incidents + excluded.incidents, loss = t.loss + excluded.loss;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "incident_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM incident_totals;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "incident_totals_insert" AFTER INSERT ON "fraud_incidents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "incident_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "incident_totals_update" AFTER UPDATE ON "fraud_incidents" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "incident_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "incident_totals_delete" AFTER DELETE ON "fraud_incidents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "incident_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "incident_totals_truncate" AFTER TRUNCATE ON "fraud_incidents" FOR EACH STATEMENT EXECUTE FUNCTION "incident_totals_clear"();--> statement-breakpoint
-- Counted after the triggers exist: creating them locked out writers, so nothing is missed.
INSERT INTO "incident_totals" ("status", "confirmed", "incidents", "loss")
SELECT "status", "confirmed_at" IS NOT NULL, count(*), sum("loss_amount") FROM "fraud_incidents" GROUP BY 1, 2;
