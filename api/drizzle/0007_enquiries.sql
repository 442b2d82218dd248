CREATE TYPE "public"."enquiry_status" AS ENUM('new', 'replied', 'closed');--> statement-breakpoint
CREATE TYPE "public"."enquiry_target" AS ENUM('listing', 'project', 'developer', 'agent');--> statement-breakpoint
CREATE TYPE "public"."preferred_contact" AS ENUM('chat', 'phone', 'email');--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_kind" "enquiry_target" NOT NULL,
	"target_id" integer NOT NULL,
	"target_title" varchar(255) NOT NULL,
	"recipient_user_id" integer,
	"name" varchar(255) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(32),
	"message" text NOT NULL,
	"preferred_contact" "preferred_contact" NOT NULL,
	"status" "enquiry_status" DEFAULT 'new' NOT NULL,
	"ip_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_recipient_created_idx" ON "enquiries" USING btree ("recipient_user_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_recipient_status_created_idx" ON "enquiries" USING btree ("recipient_user_id","status","created_at");