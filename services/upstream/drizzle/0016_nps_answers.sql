CREATE TABLE "nps_answer_revisions" (
	"answer_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"given_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nps_answer_revisions_answer_id_revision_pk" PRIMARY KEY("answer_id","revision"),
	CONSTRAINT "nps_answer_revisions_score_range" CHECK ("nps_answer_revisions"."score" BETWEEN 0 AND 10)
);
--> statement-breakpoint
CREATE TABLE "nps_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nps_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"score" integer NOT NULL,
	"comment" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "nps_answers_score_range" CHECK ("nps_answers"."score" BETWEEN 0 AND 10)
);
--> statement-breakpoint
ALTER TABLE "nps_answer_revisions" ADD CONSTRAINT "nps_answer_revisions_answer_id_nps_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."nps_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nps_answers_user_idx" ON "nps_answers" USING btree ("user_id","answered_at");