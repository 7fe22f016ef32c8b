CREATE TABLE "area_unlocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_code_id" integer NOT NULL,
	"ip" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "area_unlocks" ADD CONSTRAINT "area_unlocks_access_code_id_access_codes_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."access_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "area_unlocks_code_ip" ON "area_unlocks" USING btree ("access_code_id","ip");--> statement-breakpoint
CREATE INDEX "area_unlocks_ip" ON "area_unlocks" USING btree ("ip","expires_at");