-- The desk's inbox (ADR 0039): what the buyer waits for since when, their unanswered question, the accepted version; owner-kept reply templates.
CREATE TABLE "inquiry_reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"body_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_version" integer;--> statement-breakpoint
CREATE INDEX "inquiry_reply_templates_site" ON "inquiry_reply_templates" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "orders_site_waiting" ON "orders" USING btree ("site_id","waiting_since") WHERE "orders"."waiting_since" is not null;;--> statement-breakpoint
-- Inquiries nobody has answered yet are owed since they arrived; a buyer's message newer than the last staff message or sent quote is an open question.
UPDATE "orders" SET "waiting_since" = "created_at" WHERE "state" IN ('new', 'in_progress');--> statement-breakpoint
UPDATE "orders" o SET "buyer_asked_at" = m."at", "waiting_since" = coalesce(o."waiting_since", m."at")
FROM (SELECT "order_id", max("at") AS "at" FROM "inquiry_messages" WHERE "author_kind" = 'buyer' GROUP BY "order_id") m
WHERE m."order_id" = o."id" AND o."state" NOT IN ('closed', 'cancelled')
  AND NOT EXISTS (SELECT 1 FROM "inquiry_messages" s WHERE s."order_id" = o."id" AND s."author_kind" = 'staff' AND NOT s."internal" AND s."at" > m."at")
  AND NOT EXISTS (SELECT 1 FROM "inquiry_quotes" q WHERE q."order_id" = o."id" AND q."sent_at" > m."at");--> statement-breakpoint
UPDATE "orders" o SET "accepted_version" = substring(e."reason" FROM 2)::int
FROM "inquiry_events" e WHERE e."order_id" = o."id" AND e."event" = 'accept' AND e."reason" ~ '^v[0-9]+$';
