ALTER TYPE "public"."user_role" ADD VALUE 'buyer';--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "sender_user_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_sender_created_idx" ON "enquiries" USING btree ("sender_user_id","created_at");