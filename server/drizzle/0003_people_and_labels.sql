CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limits_key" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "claim_counts" (
	"store_id" text NOT NULL,
	"claim_state" text NOT NULL,
	"claims" integer NOT NULL,
	CONSTRAINT "claim_counts_store_id_claim_state_pk" PRIMARY KEY("store_id","claim_state")
);
--> statement-breakpoint
CREATE TABLE "claim_labels" (
	"claim_id" text NOT NULL,
	"label_id" text NOT NULL,
	CONSTRAINT "claim_labels_claim_id_label_id_pk" PRIMARY KEY("claim_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_email" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "person_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"person_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_sessions_token" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "role_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"role" text NOT NULL,
	"store_id" text,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"person_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"person_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_messages" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "claimed_value" numeric(20, 6);--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "claim_labels" ADD CONSTRAINT "claim_labels_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "claim_labels" ADD CONSTRAINT "claim_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_sessions" ADD CONSTRAINT "person_sessions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_grants" ADD CONSTRAINT "role_grants_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_grants" ADD CONSTRAINT "role_grants_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_grants" ADD CONSTRAINT "role_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_methods" ADD CONSTRAINT "sign_in_methods_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_labels_label" ON "claim_labels" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_store_name" ON "labels" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "person_sessions_person" ON "person_sessions" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "role_grants_person" ON "role_grants" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "sign_in_methods_person" ON "sign_in_methods" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "two_factors_person" ON "two_factors" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier" ON "verifications" USING btree ("identifier");--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_assignee_id_people_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_items_sku" ON "claim_items" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "claims_store_status_created" ON "claims" USING btree ("store_id","claim_state","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_store_created" ON "claims" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_status_created" ON "claims" USING btree ("claim_state","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_created" ON "claims" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "claims_order_number" ON "claims" USING btree ("source_order_number");--> statement-breakpoint
CREATE INDEX "claims_claim_number" ON "claims" USING btree ("claim_number");--> statement-breakpoint
CREATE INDEX "claims_author_email" ON "claims" USING btree (lower("author_email"));--> statement-breakpoint
CREATE INDEX "claims_author_name_prefix" ON "claims" USING btree (lower("author_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "claims_assignee" ON "claims" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "fulfillments_tracking_numbers" ON "fulfillments" USING gin ("tracking_numbers" jsonb_path_ops);--> statement-breakpoint
-- claim_counts follows every claim's store and status, in the transaction that changes them.
CREATE FUNCTION "count_claims"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "claim_counts" SET "claims" = "claims" - 1
    WHERE "store_id" = OLD."store_id" AND "claim_state" = OLD."claim_state";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "claim_counts" ("store_id", "claim_state", "claims") VALUES (NEW."store_id", NEW."claim_state", 1)
    ON CONFLICT ("store_id", "claim_state") DO UPDATE SET "claims" = "claim_counts"."claims" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "claims_counted" AFTER INSERT OR DELETE OR UPDATE OF "store_id", "claim_state" ON "claims"
FOR EACH ROW EXECUTE FUNCTION "count_claims"();
--> statement-breakpoint
INSERT INTO "claim_counts" ("store_id", "claim_state", "claims")
SELECT "store_id", "claim_state", count(*) FROM "claims" GROUP BY "store_id", "claim_state";
