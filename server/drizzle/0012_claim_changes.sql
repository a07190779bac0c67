CREATE TABLE "claim_changes" (
	"store_id" text PRIMARY KEY NOT NULL,
	"changes" bigint NOT NULL
);
--> statement-breakpoint
-- claim_changes counts every change to a store's claims, in the transaction that makes it: once per
-- statement and store, from the statement's rows (old and new, so a claim moved between stores counts for
-- both).
CREATE FUNCTION "count_claim_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "claim_changes" ("store_id", "changes") SELECT DISTINCT "store_id", 1 FROM "new_claims"
    ON CONFLICT ("store_id") DO UPDATE SET "changes" = "claim_changes"."changes" + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "claim_changes" ("store_id", "changes")
    SELECT "store_id", 1 FROM "old_claims" UNION SELECT "store_id", 1 FROM "new_claims"
    ON CONFLICT ("store_id") DO UPDATE SET "changes" = "claim_changes"."changes" + 1;
  ELSE
    INSERT INTO "claim_changes" ("store_id", "changes") SELECT DISTINCT "store_id", 1 FROM "old_claims"
    ON CONFLICT ("store_id") DO UPDATE SET "changes" = "claim_changes"."changes" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "claims_inserted_changes" AFTER INSERT ON "claims" REFERENCING NEW TABLE AS "new_claims"
FOR EACH STATEMENT EXECUTE FUNCTION "count_claim_changes"();
--> statement-breakpoint
CREATE TRIGGER "claims_updated_changes" AFTER UPDATE ON "claims" REFERENCING OLD TABLE AS "old_claims" NEW TABLE AS "new_claims"
FOR EACH STATEMENT EXECUTE FUNCTION "count_claim_changes"();
--> statement-breakpoint
CREATE TRIGGER "claims_deleted_changes" AFTER DELETE ON "claims" REFERENCING OLD TABLE AS "old_claims"
FOR EACH STATEMENT EXECUTE FUNCTION "count_claim_changes"();
--> statement-breakpoint
INSERT INTO "claim_changes" ("store_id", "changes") SELECT DISTINCT "store_id", 1 FROM "claims";
