CREATE TABLE "saved_views" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"store_id" text,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_views_person" ON "saved_views" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "saved_views_store" ON "saved_views" USING btree ("store_id");