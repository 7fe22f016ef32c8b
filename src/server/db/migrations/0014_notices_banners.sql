-- Notices and banners (ADR 0029): the top-bar notices and the home banner become rows the staff write.
CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"picture" text NOT NULL,
	"alt" text NOT NULL,
	"alten" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"titleen" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sortnum" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"text" text NOT NULL,
	"texten" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sortnum" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "home_banners_site_sort" ON "home_banners" USING btree ("site_id","sortnum");--> statement-breakpoint
CREATE INDEX "notices_site_sort" ON "notices" USING btree ("site_id","sortnum");--> statement-breakpoint
-- Both are on cached pages (top bar, home): a write renews the catalogue revision (0005), so the
-- storefront shows it within 2 s.
CREATE TRIGGER "notices_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notices" FOR EACH STATEMENT EXECUTE FUNCTION "lantern_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "home_banners_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_banners" FOR EACH STATEMENT EXECUTE FUNCTION "lantern_catalog_changed"();
