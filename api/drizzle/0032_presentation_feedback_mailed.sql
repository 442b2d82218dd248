-- A client's answers are mailed to the owner together, one mail per device and presentation
-- every 10 minutes (the presentation-feedback-mail job); mailed_at marks the answers sent.
ALTER TABLE "presentation_feedback" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
-- Answers given before this were each mailed at once: never mail them again.
UPDATE "presentation_feedback" SET "mailed_at" = "created_at" WHERE "mailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "presentation_feedback_unmailed_idx" ON "presentation_feedback" USING btree ("presentation_id","device_hash") WHERE "presentation_feedback"."mailed_at" is null;
