ALTER TABLE "floor_plan_photos" ADD COLUMN "status" varchar(16) DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "floor_plan_photos" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "floor_plan_photos" ADD COLUMN "original" text;--> statement-breakpoint
ALTER TABLE "floor_plan_photos" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;