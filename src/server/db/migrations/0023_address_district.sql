-- China's third address level gets its own column (ADR 0049): addresses saved with the district
-- kept in the city column as '金华市/婺城区' are split into city and district.
ALTER TABLE "addresses" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "addresses" SET "district" = split_part("city", '/', 2), "city" = split_part("city", '/', 1) WHERE "country" = 'CN' AND position('/' in "city") > 0;
