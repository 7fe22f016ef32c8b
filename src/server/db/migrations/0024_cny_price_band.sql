-- The Chinese pages' own price bands (ADR 0048: CNY_PRICE_BANDS in src/lib/price-bands.ts, bounds
-- inclusive) are stored and counted like the §2 bands, so a Chinese list's price ticks are exact
-- at any catalogue size instead of counted in a 1,000-row window. NULL under ¥0.01;
-- tests/api/cny-price-band-counts.test.ts holds it to priceBandOf(p, 'CNY').
CREATE FUNCTION "lantern_cny_price_band"(p numeric) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN p < 0.01 THEN NULL WHEN p <= 1 THEN 0 WHEN p <= 2 THEN 1 WHEN p <= 3 THEN 2 WHEN p <= 5 THEN 3
    WHEN p <= 10 THEN 4 WHEN p <= 20 THEN 5 WHEN p <= 30 THEN 6 WHEN p <= 50 THEN 7 WHEN p <= 100 THEN 8 ELSE 9 END)::smallint
$$;--> statement-breakpoint
-- The price-group tick of the Chinese pages, per product, as price_group is for English: derived
-- from the CNY price by the database (every writer keeps it), indexed for the group filter and in
-- the tick index so live tick windows stay index-only. Adding it fills it for every existing row.
DROP INDEX "products_site_ticks";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cny_price_group" smallint GENERATED ALWAYS AS (coalesce(lantern_cny_price_band("price"), 0)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_site_cny_price_group" ON "products" USING btree ("site_id","cny_price_group");--> statement-breakpoint
CREATE INDEX "products_site_ticks" ON "products" USING btree ("site_id","color_code","light","electric","price_group","cny_price_group","stock","is_hot","price","foreignprice","classcode","published");--> statement-breakpoint
-- The maintained counts (0007, 0011) key the CNY bands too: the facet 'group:cny' (the Chinese
-- price-group ticks, 0 under ¥0.01 like the column) in every scope, and a scope per CNY band
-- ('band:cny:N', the Chinese /price page) with every facet. The §2 keys of 0007 stay as they are
-- for the §7 API: the function keeps its name and signature, so the triggers of 0011 call it
-- unchanged, and reads them from 0007's body under a new name.
ALTER FUNCTION "lantern_facet_keys"(smallint, integer, numeric, numeric, text, text, smallint, smallint, smallint) RENAME TO "lantern_facet_keys_0007";--> statement-breakpoint
CREATE FUNCTION "lantern_facet_keys"(is_hot smallint, stock integer, price numeric, foreignprice numeric, classcode text,
    color_code text, light smallint, electric smallint, price_group smallint)
  RETURNS TABLE(scope text, facet text, value text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH k AS (SELECT * FROM lantern_facet_keys_0007(is_hot, stock, price, foreignprice, classcode, color_code, light, electric, price_group)),
    cny AS (SELECT lantern_cny_price_band(price) AS band, coalesce(lantern_cny_price_band(price), 0)::text AS grp)
  SELECT k.scope, k.facet, k.value FROM k
  UNION ALL SELECT s.scope, 'group:cny', cny.grp FROM (SELECT DISTINCT k.scope FROM k) s, cny
  UNION ALL SELECT 'band:cny:' || cny.band, f.facet, f.value
    FROM cny, (SELECT k.facet, k.value FROM k WHERE k.scope = 'all' UNION ALL SELECT 'group:cny', cny.grp FROM cny) f
    WHERE cny.band IS NOT NULL
$$;--> statement-breakpoint
-- Recount from the products already there (published only, as 0011).
DELETE FROM "catalog_facet_counts";--> statement-breakpoint
INSERT INTO "catalog_facet_counts" ("site_id", "scope", "facet", "value", "n")
SELECT r.site_id, k.scope, k.facet, k.value, count(*)
FROM "products" r, lantern_facet_keys(r.is_hot, r.stock, r.price, r.foreignprice, r.classcode, r.color_code, r.light, r.electric, r.price_group) k
WHERE r.published
GROUP BY 1, 2, 3, 4;
