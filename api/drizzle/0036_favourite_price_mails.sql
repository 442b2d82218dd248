CREATE TABLE "favourite_price_mails" (
	"user_id" integer NOT NULL,
	"price_change_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_price_mails_user_id_price_change_id_pk" PRIMARY KEY("user_id","price_change_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_price_mails" ADD CONSTRAINT "favourite_price_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_price_mails" ADD CONSTRAINT "favourite_price_mails_price_change_id_listing_price_changes_id_fk" FOREIGN KEY ("price_change_id") REFERENCES "public"."listing_price_changes"("id") ON DELETE cascade ON UPDATE no action;