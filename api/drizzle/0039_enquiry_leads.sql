-- Leads (issue 31): the enquiry status becomes the recipient's pipeline, new, contacted,
-- viewing_booked, offer, closed_won, closed_lost. Old values are mapped while the column is text:
-- replied -> contacted, closed -> closed_lost (a closed enquiry recorded no deal). Their first reply
-- time is unknown and stays null, so they count neither in the average nor as waiting. An enquiry
-- keeps its page's language, the first reply, a follow-up day and the recipient's private notes.
CREATE TABLE "enquiry_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"author_user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;--> statement-breakpoint
UPDATE "enquiries" SET "status" = CASE "status" WHEN 'replied' THEN 'contacted' WHEN 'closed' THEN 'closed_lost' ELSE "status" END;--> statement-breakpoint
DROP TYPE "public"."enquiry_status";--> statement-breakpoint
CREATE TYPE "public"."enquiry_status" AS ENUM('new', 'contacted', 'viewing_booked', 'offer', 'closed_won', 'closed_lost');--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enquiry_status";--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enquiry_status" USING "status"::"public"."enquiry_status";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "locale" varchar(5);--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_notes_enquiry_created_idx" ON "enquiry_notes" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_recipient_follow_up_idx" ON "enquiries" USING btree ("recipient_user_id","follow_up_on");