-- The dashboard counts visits by country (ADR 0032), from the trusted proxy's header; null = unknown.
ALTER TABLE "page_visits" ADD COLUMN "country" text;
