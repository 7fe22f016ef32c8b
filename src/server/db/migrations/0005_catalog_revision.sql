CREATE TABLE "catalog_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_revision" ("id", "token") VALUES (1, gen_random_uuid()::text);--> statement-breakpoint
-- Every write to a table the catalogue pages show gets a new token and a notification
-- (cached catalogue reads are keyed on the token and dropped when it changes).
CREATE FUNCTION "lantern_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_token text := gen_random_uuid()::text;
BEGIN
  UPDATE "catalog_revision" SET "token" = next_token, "changed_at" = now() WHERE "id" = 1;
  PERFORM pg_notify('lantern_catalog', next_token);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  shown text;
BEGIN
  FOREACH shown IN ARRAY ARRAY['sites', 'topics', 'colors', 'packs', 'units', 'products', 'product_descriptions',
    'articles', 'faqs', 'fair_logs', 'videos', 'certificates', 'contact_info', 'about_us', 'friend_links'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "lantern_catalog_changed"()', shown || '_catalog_changed', shown);
  END LOOP;
END
$$;
