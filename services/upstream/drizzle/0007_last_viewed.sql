CREATE TABLE "last_viewed" (
	"user_id" text NOT NULL,
	"content_id" text NOT NULL,
	"dtaccessdate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "last_viewed_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "last_viewed" ADD CONSTRAINT "last_viewed_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;