CREATE TABLE "catalog_facet_counts" (
	"site_id" integer NOT NULL,
	"scope" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "catalog_facet_counts_site_id_scope_facet_value_pk" PRIMARY KEY("site_id","scope","facet","value")
);
--> statement-breakpoint
DROP INDEX "products_site_hot";--> statement-breakpoint
CREATE INDEX "products_site_hot_sales_id" ON "products" USING btree ("site_id","is_hot","sales","id");--> statement-breakpoint
CREATE INDEX "products_site_foreignprice_id" ON "products" USING btree ("site_id","foreignprice","id");--> statement-breakpoint
CREATE INDEX "products_site_price_id" ON "products" USING btree ("site_id","price","id");--> statement-breakpoint
-- §2 price band of a price (src/lib/price-bands.ts PRICE_BANDS, bounds inclusive), NULL under 0.01.
-- tests/unit/facet-count-keys.test.ts holds it to priceBandOf().
CREATE FUNCTION "lantern_price_band"(p numeric) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN p < 0.01 THEN NULL WHEN p <= 0.25 THEN 0 WHEN p <= 0.5 THEN 1 WHEN p <= 0.75 THEN 2 WHEN p <= 1.0 THEN 3
    WHEN p <= 2.0 THEN 4 WHEN p <= 3.0 THEN 5 WHEN p <= 4.0 THEN 6 WHEN p <= 5.0 THEN 7 WHEN p <= 10.0 THEN 8 ELSE 9 END)::smallint
$$;--> statement-breakpoint
-- The (scope, facet, value) keys one product counts towards (ADR 0003). Scopes are the base sets a
-- keyword-free list filters to: everything, hot, in stock, a price band in either currency, a topic
-- and each of its ancestors (codes grow by three digits). Facets are the four tick lists plus the
-- total; the Chinese price group is the band of the CNY price with 0 under 0.01, as priceGroupOf('zh').
CREATE FUNCTION "lantern_facet_keys"(is_hot smallint, stock integer, price numeric, foreignprice numeric, classcode text,
    color_code text, light smallint, electric smallint, price_group smallint)
  RETURNS TABLE(scope text, facet text, value text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT s.scope, f.facet, f.value
  FROM (
    SELECT 'all' AS scope
    UNION ALL SELECT 'hot' WHERE is_hot = 1
    UNION ALL SELECT 'stock' WHERE stock > 0
    UNION ALL SELECT 'band:en:' || lantern_price_band(foreignprice) WHERE lantern_price_band(foreignprice) IS NOT NULL
    UNION ALL SELECT 'band:zh:' || lantern_price_band(price) WHERE lantern_price_band(price) IS NOT NULL
    UNION ALL SELECT 'topic:' || left(classcode, k * 3) FROM generate_series(1, length(classcode) / 3) AS k
  ) s
  CROSS JOIN (VALUES ('total', ''), ('color', color_code), ('light', light::text), ('electric', electric::text),
    ('group:en', price_group::text), ('group:zh', coalesce(lantern_price_band(price), 0)::text)) AS f(facet, value)
$$;--> statement-breakpoint
-- One upsert per statement from its transition tables; keys whose rows cancel out (an UPDATE of
-- columns no facet reads) are not written. Keys are written in order, so concurrent writers lock
-- counters in the same order.
CREATE FUNCTION "lantern_facet_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "catalog_facet_counts" AS c ("site_id", "scope", "facet", "value", "n")
    SELECT r.site_id, k.scope, k.facet, k.value, count(*)
    FROM new_rows r, lantern_facet_keys(r.is_hot, r.stock, r.price, r.foreignprice, r.classcode, r.color_code, r.light, r.electric, r.price_group) k
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("site_id", "scope", "facet", "value") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "catalog_facet_counts" AS c ("site_id", "scope", "facet", "value", "n")
    SELECT r.site_id, k.scope, k.facet, k.value, -count(*)
    FROM old_rows r, lantern_facet_keys(r.is_hot, r.stock, r.price, r.foreignprice, r.classcode, r.color_code, r.light, r.electric, r.price_group) k
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("site_id", "scope", "facet", "value") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "catalog_facet_counts" AS c ("site_id", "scope", "facet", "value", "n")
    SELECT r.site_id, k.scope, k.facet, k.value, sum(r.d)::int
    FROM (
      SELECT site_id, is_hot, stock, price, foreignprice, classcode, color_code, light, electric, price_group, 1 AS d FROM new_rows
      UNION ALL
      SELECT site_id, is_hot, stock, price, foreignprice, classcode, color_code, light, electric, price_group, -1 FROM old_rows
    ) r, lantern_facet_keys(r.is_hot, r.stock, r.price, r.foreignprice, r.classcode, r.color_code, r.light, r.electric, r.price_group) k
    GROUP BY 1, 2, 3, 4 HAVING sum(r.d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("site_id", "scope", "facet", "value") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "lantern_facet_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "lantern_facet_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "lantern_facet_counts_apply"();--> statement-breakpoint
CREATE FUNCTION "lantern_facet_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "catalog_facet_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "lantern_facet_counts_truncate"();--> statement-breakpoint
-- Backfill from the products already there.
INSERT INTO "catalog_facet_counts" ("site_id", "scope", "facet", "value", "n")
SELECT r.site_id, k.scope, k.facet, k.value, count(*)
FROM "products" r, lantern_facet_keys(r.is_hot, r.stock, r.price, r.foreignprice, r.classcode, r.color_code, r.light, r.electric, r.price_group) k
GROUP BY 1, 2, 3, 4;
