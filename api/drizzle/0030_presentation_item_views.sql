CREATE TABLE "presentation_item_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"device_hash" varchar(64) NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presentation_item_views" ADD CONSTRAINT "presentation_item_views_item_id_presentation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."presentation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presentation_item_views_device_unique" ON "presentation_item_views" USING btree ("item_id","device_hash");