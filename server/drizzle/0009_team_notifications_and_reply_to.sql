CREATE TABLE "notification_preferences" (
	"person_id" text NOT NULL,
	"store_id" text NOT NULL,
	"new_claim" boolean DEFAULT false NOT NULL,
	"shopper_reply" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_person_id_store_id_pk" PRIMARY KEY("person_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_preferences_store" ON "notification_preferences" USING btree ("store_id");