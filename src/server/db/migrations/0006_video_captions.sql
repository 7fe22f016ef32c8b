ALTER TABLE "videos" ADD COLUMN "captions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "captionsen" text DEFAULT '' NOT NULL;