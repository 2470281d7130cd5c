CREATE TABLE "text_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"catalogue" text NOT NULL,
	"message_id" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "text_overrides_text" ON "text_overrides" USING btree ("locale","catalogue","message_id");--> statement-breakpoint
-- Every change tells every server at once (LISTEN haven_texts_changed), as settings do (0016): a
-- server drops its copy of the overrides and the pages it serves name the new texts' version.
CREATE OR REPLACE FUNCTION haven_notify_texts_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('haven_texts_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER text_overrides_changed_notify
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON text_overrides
FOR EACH STATEMENT EXECUTE FUNCTION haven_notify_texts_changed();
