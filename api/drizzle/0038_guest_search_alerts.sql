ALTER TABLE "saved_searches" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "guest_email" varchar(255);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "guest_locale" varchar(8);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "saved_searches_guest_email_idx" ON "saved_searches" USING btree (lower("guest_email"));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_check" CHECK (("saved_searches"."user_id" is null) <> ("saved_searches"."guest_email" is null));