ALTER TYPE "public"."listing_status" ADD VALUE 'sold';--> statement-breakpoint
ALTER TYPE "public"."listing_status" ADD VALUE 'rented';--> statement-breakpoint
ALTER TYPE "public"."listing_status" ADD VALUE 'archived';--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "tenure" varchar(16);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "foreign_quota" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_user_id_updated_idx" ON "listings" USING btree ("user_id","updated_at");