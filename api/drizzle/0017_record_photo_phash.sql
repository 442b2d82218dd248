ALTER TABLE "developer_photos" ADD COLUMN "phash" varchar(64);--> statement-breakpoint
ALTER TABLE "project_photos" ADD COLUMN "phash" varchar(64);