CREATE TABLE "sign_in_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_limits_last_attempt_at_idx" ON "sign_in_limits" USING btree ("last_attempt_at");--> statement-breakpoint
-- Sign-in names become one normalised form, unique as stored (src/shared/identifier.ts). SQL folds
-- ASCII exactly as JavaScript does; names with other letters are folded again in JavaScript at
-- start (normaliseStoredIdentifiers). Two rows that become one name stop the upgrade, named, so an
-- operator decides which account keeps it: nothing is merged or renamed silently.
DO $$
DECLARE
	clash text;
BEGIN
	SELECT string_agg(format('%s %s (ids %s)', tbl, name, ids), '; ') INTO clash FROM (
		SELECT 'user_profiles e-mail' AS tbl, lower(normalize(btrim(email), NFKC)) AS name, string_agg(id::text, ', ' ORDER BY id) AS ids
		FROM user_profiles GROUP BY 2 HAVING count(*) > 1
		UNION ALL
		SELECT 'admin_users username', lower(normalize(btrim(username), NFKC)), string_agg(id::text, ', ' ORDER BY id)
		FROM admin_users GROUP BY 2 HAVING count(*) > 1
		UNION ALL
		SELECT 'admin_users e-mail', lower(normalize(btrim(email), NFKC)), string_agg(id::text, ', ' ORDER BY id)
		FROM admin_users WHERE email IS NOT NULL GROUP BY 2 HAVING count(*) > 1
	) clashes;
	IF clash IS NOT NULL THEN
		RAISE EXCEPTION 'Sign-in names that become the same once normalised: %. Change or remove one of each before upgrading.', clash;
	END IF;
END $$;--> statement-breakpoint
UPDATE "user_profiles" SET "email" = lower(normalize(btrim("email"), NFKC)) WHERE "email" <> lower(normalize(btrim("email"), NFKC));--> statement-breakpoint
UPDATE "admin_users" SET "username" = lower(normalize(btrim("username"), NFKC)) WHERE "username" <> lower(normalize(btrim("username"), NFKC));--> statement-breakpoint
UPDATE "admin_users" SET "email" = lower(normalize(btrim("email"), NFKC)) WHERE "email" <> lower(normalize(btrim("email"), NFKC));--> statement-breakpoint
DROP INDEX "user_profiles_email_lower_key";--> statement-breakpoint
DROP INDEX "admin_users_username_lower_key";--> statement-breakpoint
DROP INDEX "admin_users_email_lower_key";--> statement-breakpoint
CREATE UNIQUE INDEX "user_profiles_email_key" ON "user_profiles" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_key" ON "admin_users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_key" ON "admin_users" USING btree ("email");
--> statement-breakpoint
-- A staff session now ends after 30 minutes without use by default (was 8 hours); an organisation
-- that chose its own value keeps it.
UPDATE "settings" SET "value" = '30', "updated_at" = now() WHERE "key" = 'staff_idle_minutes' AND "value" = '480' AND "updated_by" = 'system';
