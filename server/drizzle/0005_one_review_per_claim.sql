-- One review per claim: a claim reviewed more than once keeps its latest review.
DELETE FROM "reviews" AS "older" USING "reviews" AS "newer"
WHERE "older"."claim_id" = "newer"."claim_id"
  AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
DROP INDEX "reviews_claim";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_claim" ON "reviews" USING btree ("claim_id");
