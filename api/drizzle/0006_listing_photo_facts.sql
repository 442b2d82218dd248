ALTER TABLE "listing_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "bytes" integer;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "phash" varchar(64);