ALTER TABLE "application_backpack_buddy" ADD COLUMN "steps_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_school_market" ADD COLUMN "steps_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_teachers_aid" ADD COLUMN "steps_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_kids_cafe" ADD COLUMN "steps_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "steps_completed" integer DEFAULT 0 NOT NULL;