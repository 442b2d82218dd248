ALTER TABLE "listings" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
-- Freshness counts from today for every published listing that never had a confirmation
-- (seeded rows): none leaves the search on the day this ships.
UPDATE "listings" SET "confirmed_at" = now() WHERE "confirmed_at" IS NULL AND "status" = 'published';
