CREATE TABLE "login_throttles" (
	"email_hash" varchar(64) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "user_agent" varchar(255);--> statement-breakpoint
CREATE INDEX "login_throttles_last_failure_at_idx" ON "login_throttles" USING btree ("last_failure_at");