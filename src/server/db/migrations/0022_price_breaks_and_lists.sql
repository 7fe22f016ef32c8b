-- Quantity breaks per product and currency, customer groups, and price lists given to customers or
-- groups (ADR 0052). Written by hand from drizzle-kit's output, one table at a time with its keys
-- and indexes beside it; the constraint names are drizzle's, so later generated migrations match.
CREATE TABLE "product_price_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"min_qty" integer NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	CONSTRAINT "product_price_breaks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade,
	CONSTRAINT "product_price_breaks_currency" CHECK ("product_price_breaks"."currency" in ('USD', 'CNY')),
	CONSTRAINT "product_price_breaks_positive" CHECK ("product_price_breaks"."min_qty" > 1 and "product_price_breaks"."price" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_price_breaks_product_qty" ON "product_price_breaks" USING btree ("product_id","currency","min_qty");
--> statement-breakpoint
-- Breaks are public prices the catalogue pages show: a change renews the catalogue revision (migration 0005).
CREATE TRIGGER "product_price_breaks_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_price_breaks" FOR EACH STATEMENT EXECUTE FUNCTION "lantern_catalog_changed"();
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_group_members" (
	"group_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "customer_group_members_group_id_customer_id_pk" PRIMARY KEY("group_id","customer_id"),
	CONSTRAINT "customer_group_members_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade,
	CONSTRAINT "customer_group_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "customer_group_members_customer" ON "customer_group_members" USING btree ("customer_id");
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" numeric(5, 2),
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"from_order_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_from_order_id_orders_id_fk" FOREIGN KEY ("from_order_id") REFERENCES "public"."orders"("id") ON DELETE set null,
	CONSTRAINT "price_lists_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null,
	CONSTRAINT "price_lists_kind" CHECK ("price_lists"."kind" in ('percent', 'fixed')),
	CONSTRAINT "price_lists_percent" CHECK (("price_lists"."kind" = 'percent') = ("price_lists"."percent_off" is not null) and ("price_lists"."percent_off" is null or ("price_lists"."percent_off" > 0 and "price_lists"."percent_off" < 100))),
	CONSTRAINT "price_lists_dates" CHECK ("price_lists"."valid_from" is null or "price_lists"."valid_to" is null or "price_lists"."valid_to" > "price_lists"."valid_from")
);
--> statement-breakpoint
CREATE INDEX "price_lists_site" ON "price_lists" USING btree ("site_id","id");
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "price_list_items_list_id_price_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade,
	CONSTRAINT "price_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade,
	CONSTRAINT "price_list_items_currency" CHECK ("price_list_items"."currency" in ('USD', 'CNY')),
	CONSTRAINT "price_list_items_positive" CHECK ("price_list_items"."price" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_items_list_product" ON "price_list_items" USING btree ("list_id","product_id","currency");
--> statement-breakpoint
CREATE INDEX "price_list_items_product" ON "price_list_items" USING btree ("product_id");
--> statement-breakpoint
-- Who holds a list: a customer (by hand, or kept from an accepted quote) or a customer group.
CREATE TABLE "price_list_holders" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"customer_id" integer,
	"group_id" integer,
	CONSTRAINT "price_list_holders_list_id_price_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade,
	CONSTRAINT "price_list_holders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade,
	CONSTRAINT "price_list_holders_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade,
	CONSTRAINT "price_list_holders_one" CHECK (("price_list_holders"."customer_id" is null) <> ("price_list_holders"."group_id" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_holders_list_customer" ON "price_list_holders" USING btree ("list_id","customer_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_holders_list_group" ON "price_list_holders" USING btree ("list_id","group_id");
--> statement-breakpoint
CREATE INDEX "price_list_holders_customer" ON "price_list_holders" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX "price_list_holders_group" ON "price_list_holders" USING btree ("group_id");
