ALTER TABLE "messages" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_document_id_idx" ON "messages" USING btree ("document_id") WHERE "messages"."document_id" is not null;--> statement-breakpoint
ALTER TABLE "case_tags" ADD COLUMN "incident_created_at" timestamp with time zone;--> statement-breakpoint
-- A tag's row carries its case's report time so the list's tag filter walks one index in the
-- list's order. The trigger sets it on every insert and on a move to another case (a merge), from
-- the case itself, whatever the statement said; a case's report time changing is carried along.
CREATE FUNCTION "case_tags_copy_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT created_at INTO NEW.incident_created_at FROM fraud_incidents WHERE id = NEW.incident_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "case_tags_created_at" BEFORE INSERT OR UPDATE OF "incident_id" ON "case_tags"
  FOR EACH ROW EXECUTE FUNCTION "case_tags_copy_created_at"();--> statement-breakpoint
CREATE FUNCTION "fraud_incidents_carry_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE case_tags SET incident_created_at = NEW.created_at WHERE incident_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fraud_incidents_created_at_to_tags" AFTER UPDATE OF "created_at" ON "fraud_incidents"
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION "fraud_incidents_carry_created_at"();--> statement-breakpoint
UPDATE "case_tags" SET "incident_created_at" = i."created_at" FROM "fraud_incidents" i WHERE i."id" = "case_tags"."incident_id";--> statement-breakpoint
CREATE INDEX "case_tags_tag_created_idx" ON "case_tags" USING btree ("tag_id","incident_created_at","incident_id");--> statement-breakpoint
DROP INDEX "case_tags_tag_idx";
