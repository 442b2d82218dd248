ALTER TABLE "listing_photos" ADD COLUMN "status" varchar(16) DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "original" text;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "warnings" text[] DEFAULT '{}'::text[] NOT NULL;