DROP INDEX "products_site_ticks";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_new" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_site_code_prefix" ON "products" USING btree ("site_id","code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_site_updated_id" ON "products" USING btree ("site_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "products_site_unpublished" ON "products" USING btree ("site_id","classcode") WHERE not "products"."published";--> statement-breakpoint
CREATE INDEX "products_site_ticks" ON "products" USING btree ("site_id","color_code","light","electric","price_group","stock","is_hot","price","foreignprice","classcode","published");--> statement-breakpoint
-- Unpublished products never reach the storefront, so the maintained facet counts
-- (0007, ADR 0003) count published rows only. Same statement-level upsert; a publish or
-- unpublish is an UPDATE whose old row (not counted) and new row (counted) differ.
CREATE OR REPLACE FUNCTION "lantern_facet_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "catalog_facet_counts" AS c ("site_id", "scope", "facet", "value", "n")
    SELECT r.site_id, k.scope, k.facet, k.value, count(*)
    FROM new_rows r, lantern_facet_keys(r.is_hot, r.stock, r.price, r.foreignprice, r.classcode, r.color_code, r.light, r.electric, r.price_group) k
    WHERE r.published
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("site_id", "scope", "facet", "value") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "catalog_facet_counts" AS c ("site_id", "scope", "facet", "value", "n")
    SELECT r.site_id, k.scope, k.facet, k.value, -count(*)
    FROM old_rows r, lantern_facet_keys(r.is_hot, r.stock, r.price, r.foreignprice, r.classcode, r.color_code, r.light, r.electric, r.price_group) k
    WHERE r.published
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("site_id", "scope", "facet", "value") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "catalog_facet_counts" AS c ("site_id", "scope", "facet", "value", "n")
    SELECT r.site_id, k.scope, k.facet, k.value, sum(r.d)::int
    FROM (
      SELECT site_id, is_hot, stock, price, foreignprice, classcode, color_code, light, electric, price_group, 1 AS d FROM new_rows WHERE published
      UNION ALL
      SELECT site_id, is_hot, stock, price, foreignprice, classcode, color_code, light, electric, price_group, -1 FROM old_rows WHERE published
    ) r, lantern_facet_keys(r.is_hot, r.stock, r.price, r.foreignprice, r.classcode, r.color_code, r.light, r.electric, r.price_group) k
    GROUP BY 1, 2, 3, 4 HAVING sum(r.d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("site_id", "scope", "facet", "value") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- §3 productnum = published products in the topic and its subtopics (a product's classcode
-- starts with the code of each of its ancestors, three digits a level). Until now only the seed
-- set it; with staff writing products it is kept here, per statement from the transition tables.
CREATE FUNCTION "lantern_topic_productnum_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "topics" t SET "productnum" = greatest(t."productnum" + d.n, 0)
  FROM (
    SELECT c.site_id, left(c.classcode, k * 3) AS code, sum(c.d)::int AS n
    FROM (
      SELECT site_id, classcode, 1 AS d FROM new_rows WHERE published
      UNION ALL
      SELECT site_id, classcode, -1 FROM old_rows WHERE published
    ) c, generate_series(1, length(c.classcode) / 3) AS k
    GROUP BY 1, 2 HAVING sum(c.d) <> 0
  ) d
  WHERE t.site_id = d.site_id AND t.code = d.code;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "lantern_topic_productnum_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "topics" t SET "productnum" = t."productnum" + d.n
  FROM (
    SELECT c.site_id, left(c.classcode, k * 3) AS code, count(*)::int AS n
    FROM new_rows c, generate_series(1, length(c.classcode) / 3) AS k WHERE c.published GROUP BY 1, 2
  ) d
  WHERE t.site_id = d.site_id AND t.code = d.code;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "lantern_topic_productnum_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "topics" t SET "productnum" = greatest(t."productnum" - d.n, 0)
  FROM (
    SELECT c.site_id, left(c.classcode, k * 3) AS code, count(*)::int AS n
    FROM old_rows c, generate_series(1, length(c.classcode) / 3) AS k WHERE c.published GROUP BY 1, 2
  ) d
  WHERE t.site_id = d.site_id AND t.code = d.code;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_topic_productnum_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "lantern_topic_productnum_insert"();--> statement-breakpoint
CREATE TRIGGER "products_topic_productnum_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "lantern_topic_productnum_apply"();--> statement-breakpoint
CREATE TRIGGER "products_topic_productnum_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "lantern_topic_productnum_delete"();--> statement-breakpoint
-- Recount both from the products already there (published only).
DELETE FROM "catalog_facet_counts";--> statement-breakpoint
INSERT INTO "catalog_facet_counts" ("site_id", "scope", "facet", "value", "n")
SELECT r.site_id, k.scope, k.facet, k.value, count(*)
FROM "products" r, lantern_facet_keys(r.is_hot, r.stock, r.price, r.foreignprice, r.classcode, r.color_code, r.light, r.electric, r.price_group) k
WHERE r.published
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
UPDATE "topics" t SET "productnum" = coalesce((
  SELECT count(*)::int FROM "products" p WHERE p.site_id = t.site_id AND p.published AND p.classcode LIKE t.code || '%'
), 0);
