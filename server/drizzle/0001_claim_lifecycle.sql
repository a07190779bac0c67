CREATE TABLE "claim_events" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"move" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"at" timestamp with time zone NOT NULL,
	"reason" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "resolution_carried_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "waiting_on" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim" ON "claim_events" USING btree ("claim_id","at");--> statement-breakpoint
-- Claims from before this migration: their lifecycle facets as their status tells them (the rule of the
-- domain's lifecycleStateOfStatus, written out here once, as it stood), and one event for their arrival.
UPDATE "claims" SET
	"decision" = CASE WHEN "claim_state" IN ('APPROVED', 'RESOLVED', 'RESOLVED_BY_BRAND') THEN 'APPROVED' WHEN "claim_state" = 'DENIED' THEN 'DENIED' END,
	"resolution_carried_out" = "claim_state" IN ('RESOLVED', 'RESOLVED_BY_BRAND'),
	"waiting_on" = CASE "claim_state" WHEN 'WAITING_FOR_CUSTOMER' THEN 'customer' WHEN 'WAITING_FOR_BRAND' THEN 'brand' WHEN 'WAITING_FOR_OP' THEN 'op' END;
--> statement-breakpoint
INSERT INTO "claim_events" ("id", "claim_id", "move", "from_status", "to_status", "actor_kind", "actor_id", "at")
SELECT gen_random_uuid()::text, "id",
	CASE WHEN "content_hash" IS NULL THEN 'import' ELSE 'file' END,
	NULL, "claim_state",
	CASE WHEN "content_hash" IS NULL THEN 'system' ELSE 'customer' END,
	NULL, "created_at"
FROM "claims";
