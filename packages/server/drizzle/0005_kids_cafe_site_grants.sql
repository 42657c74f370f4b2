ALTER TABLE "user_sites" ADD COLUMN "source" text DEFAULT 'ADMIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_kids_cafe" ADD COLUMN "proposed_site" jsonb;