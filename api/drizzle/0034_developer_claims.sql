CREATE TABLE "developer_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"developer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"message" text,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "developer_claims" ADD CONSTRAINT "developer_claims_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_claims" ADD CONSTRAINT "developer_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_claims" ADD CONSTRAINT "developer_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "developer_claims_status_idx" ON "developer_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "developer_claims_user_idx" ON "developer_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "developer_claims_pending_unique" ON "developer_claims" USING btree ("developer_id","user_id","kind") WHERE "developer_claims"."status" = 'pending';