CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "school_link_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_link_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"reason" text NOT NULL,
	"linked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_link_reviews_user_school_key" UNIQUE("user_id","school_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_schools" ADD COLUMN "source" text DEFAULT 'ADMIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_backpack_buddy" ADD COLUMN "proposed_school" jsonb;--> statement-breakpoint
ALTER TABLE "application_backpack_buddy" ADD COLUMN "signer_review" jsonb;--> statement-breakpoint
ALTER TABLE "application_school_market" ADD COLUMN "proposed_school" jsonb;--> statement-breakpoint
ALTER TABLE "application_school_market" ADD COLUMN "signer_review" jsonb;--> statement-breakpoint
ALTER TABLE "application_teachers_aid" ADD COLUMN "proposed_school" jsonb;--> statement-breakpoint
ALTER TABLE "application_teachers_aid" ADD COLUMN "signer_review" jsonb;--> statement-breakpoint
ALTER TABLE "school_link_reviews" ADD CONSTRAINT "school_link_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_link_reviews" ADD CONSTRAINT "school_link_reviews_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
-- Links that came only from an unapproved draft (the old step 1 linked whoever named a school):
-- no approved application of the account for the school, no admin assignment in the audit log,
-- but an application of the account's for the school that is not approved. They leave
-- user_schools (they no longer open the school's data) and wait in school_link_reviews.
INSERT INTO "school_link_reviews" ("user_id", "school_id", "reason", "linked_at")
SELECT l."user_id", l."school_id", 'linked only by an unapproved application draft', l."created_at"
FROM "user_schools" l
WHERE EXISTS (
    SELECT 1 FROM (
      SELECT "school_id", "submitted_by_id", "status", "deleted_at" FROM "application_backpack_buddy"
      UNION ALL SELECT "school_id", "submitted_by_id", "status", "deleted_at" FROM "application_school_market"
      UNION ALL SELECT "school_id", "submitted_by_id", "status", "deleted_at" FROM "application_teachers_aid"
    ) a
    WHERE a."school_id" = l."school_id" AND a."submitted_by_id" = l."user_id" AND a."status" <> 'APPROVED'
  )
  AND NOT EXISTS (
    SELECT 1 FROM (
      SELECT "school_id", "submitted_by_id", "status", "deleted_at" FROM "application_backpack_buddy"
      UNION ALL SELECT "school_id", "submitted_by_id", "status", "deleted_at" FROM "application_school_market"
      UNION ALL SELECT "school_id", "submitted_by_id", "status", "deleted_at" FROM "application_teachers_aid"
    ) a
    WHERE a."school_id" = l."school_id" AND a."submitted_by_id" = l."user_id" AND a."status" = 'APPROVED'
      AND a."deleted_at" IS NULL
  )
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" g
    WHERE g."entity_type" = 'users' AND g."entity_id" = l."user_id"
      AND g."after" -> 'schoolIds' @> to_jsonb(l."school_id")
  )
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "user_schools" l
USING "school_link_reviews" r
WHERE r."user_id" = l."user_id" AND r."school_id" = l."school_id";
--> statement-breakpoint
UPDATE "user_schools" l SET "source" = 'APPLICATION'
WHERE EXISTS (
  SELECT 1 FROM "application_backpack_buddy" a
  WHERE a."school_id" = l."school_id" AND a."submitted_by_id" = l."user_id" AND a."status" = 'APPROVED'
);
--> statement-breakpoint
-- Signature links the old step 3 mailed for those drafts went to whoever the draft put on the
-- school's roster: they stop working (an admin resends to the principal on record after review).
UPDATE "principal_signatures" p SET "expires_at" = now()
FROM "application_backpack_buddy" a, "school_link_reviews" r
WHERE p."application_backpack_buddy_id" = a."id" AND a."status" <> 'APPROVED'
  AND r."user_id" = a."submitted_by_id" AND r."school_id" = a."school_id"
  AND p."signed_at" IS NULL AND p."expires_at" > now();
