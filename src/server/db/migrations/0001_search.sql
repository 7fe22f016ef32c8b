ALTER TABLE "products" ADD COLUMN "search_doc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', split_part("search_doc", '|', 1)), 'A') || setweight(to_tsvector('simple', split_part("search_doc", '|', 2)), 'B') || setweight(to_tsvector('simple', split_part("search_doc", '|', 3)), 'C') || setweight(to_tsvector('simple', split_part("search_doc", '|', 4)), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_typo_vector" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('simple', split_part("search_doc", '|', 5)))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_vector" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_typo" ON "products" USING gin ("search_typo_vector");--> statement-breakpoint
-- The typo variants of a word always occur together, but the planner treats lexemes as independent
-- and, from column statistics, estimates a typo lookup to match most of the table, then scans it
-- sequentially. Without statistics it uses the fixed default selectivity and keeps to the index.
ALTER TABLE "products" ALTER COLUMN "search_typo_vector" SET STATISTICS 0;
--> statement-breakpoint
-- Every matched row's rank reads search_vector, and a sequential scan (a broad word) reads both
-- vectors of every row: keep them uncompressed in the row. MAIN is compressed only after
-- search_doc and the other EXTENDED columns are compressed or moved out of line.
ALTER TABLE "products" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_typo_vector" SET STORAGE MAIN;
