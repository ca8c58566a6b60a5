CREATE TABLE "webinar_recording_progress" (
	"user_id" text NOT NULL,
	"webinar_id" text NOT NULL,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"furthest_milestone" smallint DEFAULT 0 NOT NULL,
	"play_starts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_recording_progress_user_id_webinar_id_pk" PRIMARY KEY("user_id","webinar_id")
);
