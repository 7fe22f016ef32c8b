-- Workspace content, access and customers. The content tables the workspace writes (articles,
-- faqs, fair_logs, videos, certificates, contact_info, about_us, friend_links, colors, packs, units)
-- already renew the catalogue revision (0005); area_rules and access_codes are not on cached pages.
ALTER TABLE "customers" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "use_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "last_used_at" timestamp with time zone;