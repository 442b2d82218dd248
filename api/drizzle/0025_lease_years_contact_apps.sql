-- A broker's own listing states its lease's years (a listing in a leasehold project falls back to
-- the project's). An enquiry tells WhatsApp from LINE and keeps the visitor's LINE ID; 'chat'
-- ("WhatsApp or LINE") stays for the rows and the older forms that hold it.
ALTER TYPE "public"."preferred_contact" ADD VALUE 'whatsapp';--> statement-breakpoint
ALTER TYPE "public"."preferred_contact" ADD VALUE 'line';--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "line_id" varchar(20);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "leasehold_years" smallint;
