CREATE TABLE "webinar_registrations" (
	"user_id" text NOT NULL,
	"webinar_id" text NOT NULL,
	"passcode" text NOT NULL,
	"event_code" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_registrations_user_id_webinar_id_pk" PRIMARY KEY("user_id","webinar_id")
);
--> statement-breakpoint
CREATE INDEX "webinar_registrations_webinar_idx" ON "webinar_registrations" USING btree ("webinar_id");