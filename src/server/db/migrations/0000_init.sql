-- pg_trgm backs the bilingual trigram search indexes; PGlite ships it as an extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"nameen" text NOT NULL,
	"sortnum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"nameen" text NOT NULL,
	"sortnum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"language_flag" smallint NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"classcode" text NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"nameen" text NOT NULL,
	"pics" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"foreignprice" numeric(12, 2) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"launchtime" timestamp with time zone DEFAULT now() NOT NULL,
	"is_hot" smallint DEFAULT 0 NOT NULL,
	"color_code" text DEFAULT '' NOT NULL,
	"light" smallint DEFAULT 0 NOT NULL,
	"electric" smallint DEFAULT 0 NOT NULL,
	"price_group" smallint DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"moq" integer DEFAULT 1 NOT NULL,
	"unit_code" text DEFAULT '' NOT NULL,
	"pack_code" text DEFAULT '' NOT NULL,
	"pcs_per_carton" integer DEFAULT 1 NOT NULL,
	"carton_length_cm" numeric(8, 1) DEFAULT 0 NOT NULL,
	"carton_width_cm" numeric(8, 1) DEFAULT 0 NOT NULL,
	"carton_height_cm" numeric(8, 1) DEFAULT 0 NOT NULL,
	"gross_weight_kg" numeric(8, 2) DEFAULT 0 NOT NULL,
	"net_weight_kg" numeric(8, 2) DEFAULT 0 NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nameen" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"fcode" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"nameen" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"sortnum" integer DEFAULT 0 NOT NULL,
	"productnum" integer DEFAULT 0 NOT NULL,
	"istop" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"nameen" text NOT NULL,
	"sortnum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address_line" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"nick" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"pwd_hash" text DEFAULT '' NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"wxhead" text DEFAULT '' NOT NULL,
	"google_sub" text,
	"phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reset_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"auto_login" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"add_num" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"nameen" text NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"foreignprice" numeric(12, 2) NOT NULL,
	"add_num" integer NOT NULL,
	"moq" integer DEFAULT 1 NOT NULL,
	"cartons" integer DEFAULT 0 NOT NULL,
	"volume_m3" numeric(12, 4) DEFAULT 0 NOT NULL,
	"gross_kg" numeric(12, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"address" jsonb,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"total_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_foreign_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_cartons" integer DEFAULT 0 NOT NULL,
	"total_volume_m3" numeric(12, 4) DEFAULT 0 NOT NULL,
	"total_gross_kg" numeric(12, 2) DEFAULT 0 NOT NULL,
	"container_fill" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_us" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_flag" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"ip_prefix" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"restricted" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"languageflag" smallint DEFAULT -1 NOT NULL,
	"flag" smallint DEFAULT 0 NOT NULL,
	"sortnum" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"nameen" text NOT NULL,
	"file" text NOT NULL,
	"sortnum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language_flag" smallint NOT NULL,
	"tel" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"companyaddress" text NOT NULL,
	"companyname" text DEFAULT '' NOT NULL,
	"chat_link" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"nameen" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"cityen" text DEFAULT '' NOT NULL,
	"booth" text DEFAULT '' NOT NULL,
	"starttime" date NOT NULL,
	"endtime" date NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"contenten" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"languageflag" smallint NOT NULL,
	"sortnum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"customer_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"device_code" text DEFAULT '' NOT NULL,
	"page_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"nameen" text NOT NULL,
	"url" text NOT NULL,
	"sortnum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page_name" text NOT NULL,
	"device_code" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"cust_id" integer,
	"device_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"titleen" text NOT NULL,
	"url" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"sortnum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_descriptions" ADD CONSTRAINT "product_descriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_codes" ADD CONSTRAINT "reset_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "colors_site_code" ON "colors" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "packs_site_code" ON "packs" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_descriptions_product_lang" ON "product_descriptions" USING btree ("product_id","language_flag");--> statement-breakpoint
CREATE UNIQUE INDEX "products_site_code" ON "products" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "products_site_classcode" ON "products" USING btree ("site_id","classcode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_site_launchtime" ON "products" USING btree ("site_id","launchtime" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_site_stock" ON "products" USING btree ("site_id","stock" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_site_hot" ON "products" USING btree ("site_id","is_hot","sales" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_site_price_group" ON "products" USING btree ("site_id","price_group");--> statement-breakpoint
CREATE INDEX "products_nameen_trgm" ON "products" USING gin ("nameen" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_keyword_trgm" ON "products" USING gin ("keyword" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_code_trgm" ON "products" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "topics_site_code" ON "topics" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "topics_site_fcode" ON "topics" USING btree ("site_id","fcode");--> statement-breakpoint
CREATE UNIQUE INDEX "units_site_code" ON "units" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "addresses_customer" ON "addresses" USING btree ("site_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_site_email" ON "customers" USING btree ("site_id",lower("email"));--> statement-breakpoint
CREATE INDEX "reset_codes_customer" ON "reset_codes" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_customer" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_customer_product" ON "cart_lines" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_customer_product" ON "favorites" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("site_id","customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "about_us_site_lang" ON "about_us" USING btree ("site_id","language_flag");--> statement-breakpoint
CREATE UNIQUE INDEX "access_codes_site_code" ON "access_codes" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "articles_site" ON "articles" USING btree ("site_id","languageflag");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_info_site_lang" ON "contact_info" USING btree ("site_id","language_flag");--> statement-breakpoint
CREATE INDEX "page_visits_site_time" ON "page_visits" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_site_email" ON "subscriptions" USING btree ("site_id","email");