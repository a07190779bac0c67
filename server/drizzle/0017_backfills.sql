CREATE TABLE "backfills" (
	"connection_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"days" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"cursor" text,
	"orders_done" integer DEFAULT 0 NOT NULL,
	"orders_total" integer,
	"orders_failed" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone,
	"lease" text,
	"locked_until" timestamp with time zone,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "backfills" ADD CONSTRAINT "backfills_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backfills_due" ON "backfills" USING btree ("status","not_before");