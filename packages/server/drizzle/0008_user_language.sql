-- The language of each account's screens and mails (issue 20): null until the person chooses
-- (registering in a language, the language switch, or the first sign-in, which keeps the
-- browser's language); mails to a null go in English. A check, not an enum type, so a language
-- is added by widening the check.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'es'));
