ALTER TABLE "claim_events" DROP CONSTRAINT "claim_events_claim_id_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "claim_items" DROP CONSTRAINT "claim_items_claim_id_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "claim_messages" DROP CONSTRAINT "claim_messages_claim_id_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "claim_resolutions" DROP CONSTRAINT "claim_resolutions_claim_id_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_claim_id_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_claim_id_claims_id_fk";
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "legacy_link_token_hash" text;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "claim_messages" ADD CONSTRAINT "claim_messages_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "claim_resolutions" ADD CONSTRAINT "claim_resolutions_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_link_token_hash" ON "claims" USING btree ("link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_legacy_link_token_hash" ON "claims" USING btree ("legacy_link_token_hash");--> statement-breakpoint
-- Claims from before this migration: their id was their link. The old link keeps opening the claim through
-- its SHA-256 (base64url, as linkTokenHash writes it); the claim gets a new random id of 128 bits, which its
-- rows follow (ON UPDATE CASCADE). The server derives and stores the new link's hash on its next start.
UPDATE "claims" SET
  "legacy_link_token_hash" = rtrim(translate(encode(sha256(convert_to("id", 'UTF8')), 'base64'), '+/', '-_'), '='),
  "id" = rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')
WHERE "link_token_hash" IS NULL AND "legacy_link_token_hash" IS NULL;
