ALTER TABLE "application_partner_services" ALTER COLUMN "organization_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD COLUMN "source" text DEFAULT 'ADMIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "days_of_operation" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "services_interest_other" text;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "people_served_per_month" integer;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "has_dry_storage" boolean;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "has_cooler_storage" boolean;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "has_freezer_storage" boolean;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "has_food_safety_certification" boolean;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "name_sign" text;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "agree_to_program_purpose" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "agree_nondiscrimination" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "agree_no_religious_activity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "certififed_verification" boolean;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD COLUMN "proposed_organization" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_members_single_role_key" ON "organization_members" USING btree ("organization_id","type") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "organizations_ein_idx" ON "organizations" USING btree ("ein_number");