-- The owner's USD → CNY exchange rate for quotes (ADR 0038): one row per change, the newest applies.
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"cny_per_usd" numeric(12, 6) NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."cny_per_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_staff_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_site_set" ON "exchange_rates" USING btree ("site_id","set_at","id");