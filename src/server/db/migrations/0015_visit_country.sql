-- Issue 16 (ADR 0032): the dashboard counts visits by country, from the trusted proxy's header; null = unknown.
ALTER TABLE "page_visits" ADD COLUMN "country" text;
