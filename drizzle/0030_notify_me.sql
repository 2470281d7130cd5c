CREATE TABLE "watch_news" (
	"watch_id" integer NOT NULL,
	"incident_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "watch_news_watch_id_incident_id_pk" PRIMARY KEY("watch_id","incident_id")
);
--> statement-breakpoint
CREATE TABLE "watchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "watchers_email_unique" UNIQUE("email"),
	CONSTRAINT "watchers_one_address_check" CHECK (("watchers"."user_id" is null) <> ("watchers"."email" is null))
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"watcher_id" integer NOT NULL,
	"kind" text NOT NULL,
	"platform_id" integer,
	"value" text,
	"account_kind" text,
	"incident_id" integer,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watches_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "watches_kind_check" CHECK ("watches"."kind" in ('platform', 'website', 'account')),
	CONSTRAINT "watches_account_kind_check" CHECK ("watches"."account_kind" in ('iban', 'btc', 'eth', 'xmr', 'phone')),
	CONSTRAINT "watches_target_check" CHECK (("watches"."kind" = 'platform') = ("watches"."platform_id" is not null) and ("watches"."kind" = 'platform') = ("watches"."value" is null) and ("watches"."kind" = 'account') = ("watches"."account_kind" is not null)),
	CONSTRAINT "watches_confirmation_check" CHECK ("watches"."confirm_token_hash" is null or "watches"."confirmed_at" is null)
);
--> statement-breakpoint
ALTER TABLE "watch_news" ADD CONSTRAINT "watch_news_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_news" ADD CONSTRAINT "watch_news_incident_id_fraud_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchers" ADD CONSTRAINT "watchers_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_watcher_id_watchers_id_fk" FOREIGN KEY ("watcher_id") REFERENCES "public"."watchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_incident_id_fraud_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."fraud_incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_news_unsent_idx" ON "watch_news" USING btree ("watch_id") WHERE "watch_news"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "watch_news_incident_idx" ON "watch_news" USING btree ("incident_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watches_target_key" ON "watches" USING btree ("watcher_id","kind",coalesce("platform_id", 0),coalesce("value", ''));--> statement-breakpoint
CREATE INDEX "watches_platform_idx" ON "watches" USING btree ("platform_id") WHERE "watches"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "watches_value_idx" ON "watches" USING btree ("kind","value") WHERE "watches"."confirmed_at" is not null;