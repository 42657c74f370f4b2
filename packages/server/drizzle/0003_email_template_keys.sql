ALTER TABLE "admin_emails" DROP CONSTRAINT "admin_emails_program_name_key";--> statement-breakpoint
ALTER TABLE "admin_emails" ALTER COLUMN "program" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_emails" ADD COLUMN "key" text;--> statement-breakpoint
-- Rows written before the catalogue (the demo seed's) are adopted by the template they were;
-- any other row no code ever sent from is removed. The server creates missing templates with
-- their default texts on first use (modules/emails/templates.ts).
UPDATE "admin_emails" SET "key" = CASE
  WHEN "name" = 'Principal Signature Request' AND "program" IS NOT NULL THEN 'principalSignatureRequest.' || "program"
  WHEN "name" = 'Application Approved' THEN 'applicationApproved'
  WHEN "name" = 'Monthly Report Reminder' THEN 'reportReminder'
END;--> statement-breakpoint
DELETE FROM "admin_emails" WHERE "key" IS NULL;--> statement-breakpoint
ALTER TABLE "admin_emails" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_emails" ADD CONSTRAINT "admin_emails_key_key" UNIQUE("key");
