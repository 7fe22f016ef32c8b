-- The supplier's bank account on the contact info, per language, for the proforma invoice (ADR 0031).
ALTER TABLE "contact_info" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_info" ADD COLUMN "bank_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_info" ADD COLUMN "bank_account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_info" ADD COLUMN "bank_account_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_info" ADD COLUMN "bank_swift" text DEFAULT '' NOT NULL;