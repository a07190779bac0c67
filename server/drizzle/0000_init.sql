CREATE TABLE "claim_items" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"image_url" text,
	"quantity" integer NOT NULL,
	"details" text,
	"claim_type" text NOT NULL,
	"source_item_id" text NOT NULL,
	"source_product_id" text,
	"source_variant_id" text,
	"source_fulfillment_id" text,
	"resolution_requested" text,
	"credit_store" boolean NOT NULL,
	"order_item" jsonb
);
--> statement-breakpoint
CREATE TABLE "claim_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"content" text NOT NULL,
	"sender_type" text NOT NULL,
	"sender_id" text,
	"sender_name" text,
	"store_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_resolutions" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"related_claim_item_id" text,
	"resolution_type" text NOT NULL,
	"decision" text,
	"reason" text,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_sessions_order" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"order_id" text NOT NULL,
	"claim_number" integer NOT NULL,
	"source_order_id" text NOT NULL,
	"source_order_number" text NOT NULL,
	"claim_state" text NOT NULL,
	"claim_type" text NOT NULL,
	"requested_resolution" text,
	"description" text,
	"updated_shipping_address" jsonb,
	"original_shipping_address" jsonb,
	"signature_key" text,
	"is_ota" boolean NOT NULL,
	"author_name" text,
	"author_email" text,
	"currency" text NOT NULL,
	"protection_policy" jsonb,
	"store_credits" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"idempotency_key" text,
	"content_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfillments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"source_fulfillment_id" text NOT NULL,
	"status" text,
	"tracking_company" text,
	"tracking_numbers" jsonb NOT NULL,
	"tracking_urls" jsonb NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookup_attempts" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "lookup_attempts_scope_subject_window_start_pk" PRIMARY KEY("scope","subject","window_start")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"order_id" text,
	"claim_id" text,
	"claim_item_id" text,
	"message_id" text,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"caption" text,
	"max_bytes" integer NOT NULL,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"source_item_id" text NOT NULL,
	"source_product_id" text,
	"source_variant_id" text,
	"product_name" text NOT NULL,
	"product_image" text,
	"product_url" text,
	"item_description" text,
	"sku" text,
	"price" numeric(20, 6) NOT NULL,
	"discount" numeric(20, 6) NOT NULL,
	"tax" numeric(20, 6) NOT NULL,
	"quantity" integer NOT NULL,
	"refunded_quantity" integer NOT NULL,
	"display" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"source_order_id" text NOT NULL,
	"order_number" text NOT NULL,
	"order_number_key" text NOT NULL,
	"customer_email" text NOT NULL,
	"email_key" text NOT NULL,
	"customer_name" text,
	"currency" text NOT NULL,
	"exchange_rate" numeric(20, 6) NOT NULL,
	"subtotal" numeric(20, 6) NOT NULL,
	"shipping" numeric(20, 6) NOT NULL,
	"shipping_tax" numeric(20, 6) NOT NULL,
	"shipping_cost" numeric(20, 6),
	"shipping_cost_tax" numeric(20, 6),
	"tax" numeric(20, 6) NOT NULL,
	"total" numeric(20, 6) NOT NULL,
	"discount_total" numeric(20, 6) NOT NULL,
	"protected" boolean NOT NULL,
	"is_one_time_appeasement" boolean NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"protection_policy" jsonb,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text,
	"tracking_url" text,
	"branding" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"policy" jsonb NOT NULL,
	"claim_counter" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_messages" ADD CONSTRAINT "claim_messages_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_resolutions" ADD CONSTRAINT "claim_resolutions_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_sessions" ADD CONSTRAINT "claim_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD CONSTRAINT "fulfillments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_claim_item_id_claim_items_id_fk" FOREIGN KEY ("claim_item_id") REFERENCES "public"."claim_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_message_id_claim_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."claim_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_domains" ADD CONSTRAINT "store_domains_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_items_claim" ON "claim_items" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_messages_claim" ON "claim_messages" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_resolutions_claim" ON "claim_resolutions" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_store_number" ON "claims" USING btree ("store_id","claim_number");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_order_idempotency_key" ON "claims" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_order_content_hash" ON "claims" USING btree ("order_id","content_hash");--> statement-breakpoint
CREATE INDEX "claims_order" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfillments_order_source" ON "fulfillments" USING btree ("order_id","source_fulfillment_id");--> statement-breakpoint
CREATE INDEX "lookup_attempts_window" ON "lookup_attempts" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "media_order" ON "media" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "media_claim" ON "media" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "media_claim_item" ON "media" USING btree ("claim_item_id");--> statement-breakpoint
CREATE INDEX "media_message" ON "media" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_source_item" ON "order_items" USING btree ("order_id","source_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_source_order_id" ON "orders" USING btree ("store_id","source_order_id");--> statement-breakpoint
CREATE INDEX "orders_lookup" ON "orders" USING btree ("order_number_key","email_key");--> statement-breakpoint
CREATE INDEX "reviews_claim" ON "reviews" USING btree ("claim_id");