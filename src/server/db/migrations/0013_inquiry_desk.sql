-- The inquiry desk: state, assignee and unread markers on the inquiries (orders; every
-- existing row starts as `new`), their timeline, quote versions, messages and assignment rules,
-- and the inbox indexes (site + received time, by state, by assignee, by country).
CREATE TABLE "inquiry_assignment_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"classcode" text DEFAULT '' NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_assignment_rules_one_key" CHECK (("inquiry_assignment_rules"."country" = '') <> ("inquiry_assignment_rules"."classcode" = ''))
);
--> statement-breakpoint
CREATE TABLE "inquiry_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_kind" text NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_messages_body_length" CHECK (char_length("inquiry_messages"."body") between 1 and 4000),
	CONSTRAINT "inquiry_messages_buyer_not_internal" CHECK ("inquiry_messages"."author_kind" = 'staff' or not "inquiry_messages"."internal")
);
--> statement-breakpoint
CREATE TABLE "inquiry_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"incoterm" text NOT NULL,
	"port" text DEFAULT '' NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_unread" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_assignment_rules" ADD CONSTRAINT "inquiry_assignment_rules_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_assignment_rules_site" ON "inquiry_assignment_rules" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "inquiry_events_order" ON "inquiry_events" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "inquiry_messages_order" ON "inquiry_messages" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_quotes_order_version" ON "inquiry_quotes" USING btree ("order_id","version");--> statement-breakpoint
CREATE INDEX "inquiry_quotes_sent_valid" ON "inquiry_quotes" USING btree ("valid_until") WHERE "inquiry_quotes"."sent_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_site_created" ON "orders" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_site_state_created" ON "orders" USING btree ("site_id","state","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_site_assignee_created" ON "orders" USING btree ("site_id","assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_site_country" ON "orders" USING btree ("site_id",upper("address" ->> 'country'));;--> statement-breakpoint
-- Existing inquiries get their submit in the timeline, so every timeline starts at `new`.
INSERT INTO "inquiry_events" ("order_id", "event", "from_state", "to_state", "actor_kind", "actor_id", "at")
SELECT "id", 'submit', NULL, 'new', 'buyer', "customer_id", "created_at" FROM "orders";--> statement-breakpoint
-- A saved quote version is what a buyer may have been sent: nothing in it changes, except that
-- sent_at is set once (ADR 0028). Enforced here so no code path (or hand-written SQL) can rewrite it.
CREATE OR REPLACE FUNCTION "lantern_quote_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.sent_at IS NOT NULL OR NEW.sent_at IS NULL
     OR (to_jsonb(NEW) - 'sent_at') IS DISTINCT FROM (to_jsonb(OLD) - 'sent_at') THEN
    RAISE EXCEPTION 'quote version % of inquiry % is immutable', OLD.version, OLD.order_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inquiry_quotes_immutable" BEFORE UPDATE ON "inquiry_quotes" FOR EACH ROW EXECUTE FUNCTION "lantern_quote_immutable"();
