CREATE TABLE "consent_preferences" (
	"user_id" text NOT NULL,
	"preference_id" integer NOT NULL,
	"value" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_preferences_user_id_preference_id_pk" PRIMARY KEY("user_id","preference_id")
);
--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "street_second_line" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "other_region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "phone_extension" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "special_registration" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_preferences" ADD CONSTRAINT "consent_preferences_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;