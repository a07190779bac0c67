CREATE TABLE "connections" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"platform" text NOT NULL,
	"shop_domain" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"access_token" text,
	"protection" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure_at" timestamp with time zone,
	"last_failure" text,
	"disconnected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbox" (
	"id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"topic" text NOT NULL,
	"delivery_id" text NOT NULL,
	"triggered_at" timestamp with time zone,
	"body" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"outcome" text,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_created_by_people_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox" ADD CONSTRAINT "inbox_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connections_store_platform" ON "connections" USING btree ("store_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_connection_delivery" ON "inbox" USING btree ("connection_id","delivery_id");--> statement-breakpoint
CREATE INDEX "inbox_due" ON "inbox" USING btree ("status","received_at");