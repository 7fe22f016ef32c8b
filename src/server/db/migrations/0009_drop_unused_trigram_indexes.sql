-- Search runs on the search documents (0001_search, ADR 0007); no query reads these
-- four trigram indexes, and each product write paid for them. The pg_trgm extension stays (harmless).
DROP INDEX IF EXISTS "products_nameen_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "products_keyword_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "products_code_trgm";
