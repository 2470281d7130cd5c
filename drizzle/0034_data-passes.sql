CREATE TABLE "data_passes" (
	"name" text PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" jsonb DEFAULT '{}'::jsonb NOT NULL
);
