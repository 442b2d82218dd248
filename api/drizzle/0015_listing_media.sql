ALTER TABLE "floor_plan_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "floor_plan_photos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD COLUMN "visibility" varchar(8) DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD COLUMN "filename" varchar(255);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "video_poster" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "video_state" varchar(16);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "video_upload" varchar(80);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "video_error" text;