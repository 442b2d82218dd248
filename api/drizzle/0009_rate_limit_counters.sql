-- UNLOGGED: a crash may forget a window of counts, never data (see rateLimitCounters in schema.ts).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
