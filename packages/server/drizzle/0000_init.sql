CREATE TYPE "public"."application_status" AS ENUM('IN_PROGRESS', 'PENDING', 'PENDING_PRINCIPAL', 'APPROVED', 'DENIED', 'WAITLISTED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."file_bucket" AS ENUM('documents', 'resources');--> statement-breakpoint
CREATE TYPE "public"."market_type" AS ENUM('BRICK_MORTAR', 'MOBILE', 'ALTERNATE');--> statement-breakpoint
CREATE TYPE "public"."program" AS ENUM('BACKPACK_BUDDY', 'SCHOOL_MARKET', 'TEACHERS_AID', 'KIDS_CAFE', 'PARTNER_SERVICES');--> statement-breakpoint
CREATE TYPE "public"."school_type" AS ENUM('ELEMENTARY', 'MIDDLE', 'HIGH', 'NON_TRADITIONAL');--> statement-breakpoint
CREATE TYPE "public"."site_member_type" AS ENUM('PRIMARY_POINT_CONTACT', 'SECONDARY_POINT_CONTACT');--> statement-breakpoint
CREATE TYPE "public"."team_member_type" AS ENUM('PRINCIPAL', 'PRIMARY', 'SECONDARY', 'STAFF', 'VOLUNTEER', 'PRIMARY_POINT_OF_CONTACT', 'SITE_COORDINATOR');--> statement-breakpoint
CREATE TYPE "public"."term_type" AS ENUM('SCHOOL', 'SUMMER');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('EDUCATOR', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('PENDING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"address" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "user_type" DEFAULT 'EDUCATOR' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"status" "mail_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "districts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "school_team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"program" "program" NOT NULL,
	"type" "team_member_type" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"backpack_buddy_id" text,
	"school_market_agency_number" text,
	"teachers_aid_school_number" text,
	"name" text NOT NULL,
	"type" "school_type",
	"address1" text,
	"address2" text,
	"city" text,
	"county" text,
	"state" text DEFAULT 'TX' NOT NULL,
	"zip" text,
	"district_id" integer,
	"grades_served" text[] DEFAULT '{}'::text[] NOT NULL,
	"status_backpack_buddy" text,
	"status_backpack_buddy_updated_at" timestamp with time zone,
	"status_school_market" text,
	"status_school_market_updated_at" timestamp with time zone,
	"status_teachers_aid" text,
	"status_teachers_aid_updated_at" timestamp with time zone,
	"first_year_applied_backpack_buddy" integer,
	"first_year_applied_school_market" integer,
	"first_year_applied_teachers_aid" integer,
	"food_safety_status" text,
	"notes" text,
	"last_edited" timestamp with time zone,
	"last_edited_team_members" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_schools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_schools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_schools_user_school_key" UNIQUE("user_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "site_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"type" "site_member_type" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"phone" text,
	"email" text,
	"is_supervisor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text,
	"address1" text,
	"address2" text,
	"cross_street" text,
	"city" text,
	"county" text,
	"state" text DEFAULT 'TX' NOT NULL,
	"zip" text,
	"closest_school" text,
	"status_kids_cafe" text,
	"status_kids_cafe_updated_at" timestamp with time zone,
	"first_year_applied" integer,
	"notes" text,
	"last_edited" timestamp with time zone,
	"last_edited_site_members" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sites_user_site_key" UNIQUE("user_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organization_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"type" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"ein_number" text,
	"address1" text,
	"address2" text,
	"city" text,
	"county" text,
	"state" text DEFAULT 'TX' NOT NULL,
	"zip" text,
	"status_partner_services" text,
	"status_partner_services_updated_at" timestamp with time zone,
	"first_year_applied" integer,
	"notes" text,
	"last_edited" timestamp with time zone,
	"last_edited_members" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_organizations_user_organization_key" UNIQUE("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "program_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program" "program" NOT NULL,
	"type" "term_type" NOT NULL,
	"year" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_terms_program_type_year_key" UNIQUE("program","type","year"),
	CONSTRAINT "program_terms_dates_check" CHECK ("program_terms"."start_date" <= "program_terms"."end_date")
);
--> statement-breakpoint
CREATE TABLE "term_month_distribution_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "term_month_distribution_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term_month_id" integer NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "term_month_distribution_dates_month_date_key" UNIQUE("term_month_id","date")
);
--> statement-breakpoint
CREATE TABLE "term_months" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "term_months_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"weekly_allocation" integer DEFAULT 0 NOT NULL,
	"monthly_allocation" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "term_months_school_start_term_key" UNIQUE("school_id","start_date","term_id")
);
--> statement-breakpoint
CREATE TABLE "distribution_date_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distribution_date_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"distribution_id" integer NOT NULL,
	"term_month_distribution_date_id" integer NOT NULL,
	"distribution_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "distribution_date_entries_distribution_date_key" UNIQUE("distribution_id","term_month_distribution_date_id"),
	CONSTRAINT "distribution_date_entries_number_check" CHECK ("distribution_date_entries"."distribution_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "distribution_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distribution_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term_month_id" integer NOT NULL,
	"comments" text,
	"submitted_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_reports_term_month_key" UNIQUE("term_month_id")
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term_month_id" integer NOT NULL,
	"student_name" text NOT NULL,
	"student_id_number" text NOT NULL,
	"testimonial" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allocation_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "allocation_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"weekly_allocation" integer NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_safety_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "food_safety_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"completed_by" text NOT NULL,
	"completion_date" date NOT NULL,
	"expiration_date" date NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_backpack_buddy" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_backpack_buddy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" "application_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"new" boolean,
	"is_continuation" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"school_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"organization_type" text,
	"non_profit_organizations" text,
	"num_total_enrollment" integer,
	"num_reduced_lunch" integer,
	"num_free_lunch" integer,
	"certififed_verification" boolean,
	"name_sign_first" text,
	"name_sign_second" text,
	"name_sign_third" text,
	"signed_at" timestamp with time zone,
	"email_secondary_coordinator" boolean,
	"will_help_media_events" boolean,
	"will_distribute_info" boolean,
	"program_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"agree_to_program_purpose" boolean DEFAULT false NOT NULL,
	"agree_to_program_responsibilities" boolean DEFAULT false NOT NULL,
	"agree_nondiscrimination" boolean DEFAULT false NOT NULL,
	"verify_principal_email" text
);
--> statement-breakpoint
CREATE TABLE "application_school_market" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_school_market_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" "application_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"new" boolean,
	"is_continuation" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"school_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"organization_type" text,
	"non_profit_organizations" text,
	"num_total_enrollment" integer,
	"num_reduced_lunch" integer,
	"num_free_lunch" integer,
	"certififed_verification" boolean,
	"name_sign_first" text,
	"name_sign_second" text,
	"name_sign_third" text,
	"signed_at" timestamp with time zone,
	"market_type" "market_type",
	"operating_frequency" text,
	"preferred_distribution_day" text,
	"preferred_distribution_time" text,
	"secondary_preferred_distribution_day" text,
	"secondary_preferred_distribution_time" text,
	"agree_to_program_purpose" boolean DEFAULT false NOT NULL,
	"agree_to_program_responsibilities" boolean DEFAULT false NOT NULL,
	"agree_nondiscrimination" boolean DEFAULT false NOT NULL,
	"waitlisted" boolean DEFAULT false NOT NULL,
	"waitlisted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_teachers_aid" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_teachers_aid_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" "application_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"new" boolean,
	"is_continuation" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"school_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"organization_type" text,
	"non_profit_organizations" text,
	"num_total_enrollment" integer,
	"num_reduced_lunch" integer,
	"num_free_lunch" integer,
	"certififed_verification" boolean,
	"name_sign_first" text,
	"name_sign_second" text,
	"name_sign_third" text,
	"signed_at" timestamp with time zone,
	"demographic_asian" double precision,
	"demographic_black" double precision,
	"demographic_hispanic" double precision,
	"demographic_white" double precision,
	"certified_program_rules" boolean DEFAULT false NOT NULL,
	"certified_agreement" boolean DEFAULT false NOT NULL,
	"certified_non_discrimination" boolean DEFAULT false NOT NULL,
	"verify_principal_email" text,
	"waitlisted" boolean DEFAULT false NOT NULL,
	"waitlisted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teachers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_teachers_aid_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"phone" text,
	"email" text NOT NULL,
	"proxy_teacher" text,
	"grades_taught" text[] DEFAULT '{}'::text[] NOT NULL,
	"subjects_taught" text[] DEFAULT '{}'::text[] NOT NULL,
	"num_students_taught_per_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_kids_cafe" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_kids_cafe_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" "application_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"new" boolean,
	"is_continuation" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"site_id" integer NOT NULL,
	"type" "term_type" NOT NULL,
	"application_year" integer NOT NULL,
	"site_type" text,
	"is_childcare_center" boolean,
	"for_profit" boolean,
	"participated_agriculture" boolean,
	"agriculture_sponsor" text,
	"childcare_license" text,
	"has_wifi" boolean,
	"has_recording_device" boolean,
	"has_storage" boolean,
	"receives_deliveries" boolean,
	"has_microwave" boolean,
	"is_texas_rising_star" text,
	"is_federal_participant" boolean,
	"is_open_enrolled_year" boolean,
	"has_infants_enrolled" boolean,
	"has_after_school" boolean,
	"start_date" date,
	"end_date" date,
	"operating_hours_start_time" text,
	"operating_hours_end_time" text,
	"gate_code" text,
	"num_expected_participants" integer,
	"participant_age_ranges" text[] DEFAULT '{}'::text[] NOT NULL,
	"days_for_service" text[] DEFAULT '{}'::text[] NOT NULL,
	"interest_breakfast" boolean,
	"breakfast_start_time" text,
	"breakfast_end_time" text,
	"breakfast_num_expected_participants" integer,
	"interest_brunch" boolean,
	"brunch_start_time" text,
	"brunch_end_time" text,
	"brunch_num_expected_participants" integer,
	"interest_lunch" boolean,
	"lunch_start_time" text,
	"lunch_end_time" text,
	"lunch_num_expected_participants" integer,
	"interest_bogo_lunch" boolean,
	"bogo_lunch_start_time" text,
	"bogo_lunch_end_time" text,
	"bogo_lunch_num_expected_participants" integer,
	"interest_snack" boolean,
	"snack_start_time" text,
	"snack_end_time" text,
	"snack_num_expected_participants" integer,
	"interest_supper" boolean,
	"supper_start_time" text,
	"supper_end_time" text,
	"supper_num_expected_participants" integer,
	"special_delivery_notes" text,
	"earliest_delivery_time" text,
	"enrichment_programs" text,
	"closure_dates" text,
	"field_trips" text,
	"referred_by" text,
	"read_program_agreement" boolean DEFAULT false NOT NULL,
	"name_sign" text,
	"agree_to_program_purpose" boolean DEFAULT false NOT NULL,
	"agree_to_reimbursement" boolean DEFAULT false NOT NULL,
	"agree_to_documentation" boolean DEFAULT false NOT NULL,
	"certififed_verification" boolean
);
--> statement-breakpoint
CREATE TABLE "application_partner_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_partner_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" "application_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"new" boolean,
	"is_continuation" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"organization_id" integer NOT NULL,
	"application_year" integer NOT NULL,
	"operating_hours_start_time" text,
	"operating_hours_end_time" text,
	"gate_code" text,
	"is_non_profit" boolean,
	"is_religious" boolean,
	"services_interest" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "principal_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "principal_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program" "program" NOT NULL,
	"application_backpack_buddy_id" integer,
	"application_school_market_id" integer,
	"application_teachers_aid_id" integer,
	"token_hash" text NOT NULL,
	"principal_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signee_name" text,
	"signee_email" text,
	"signed_at" timestamp with time zone,
	"signee_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "principal_signatures_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "principal_signatures_one_application_check" CHECK ((program = 'BACKPACK_BUDDY' and application_backpack_buddy_id is not null
        and application_school_market_id is null and application_teachers_aid_id is null)
      or (program = 'SCHOOL_MARKET' and application_school_market_id is not null
        and application_backpack_buddy_id is null and application_teachers_aid_id is null)
      or (program = 'TEACHERS_AID' and application_teachers_aid_id is not null
        and application_backpack_buddy_id is null and application_school_market_id is null))
);
--> statement-breakpoint
CREATE TABLE "program_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program" "program" NOT NULL,
	"school_enabled" boolean DEFAULT false NOT NULL,
	"summer_enabled" boolean DEFAULT false NOT NULL,
	"waitlist_enabled" boolean DEFAULT false NOT NULL,
	"accepting_applications" boolean DEFAULT false NOT NULL,
	"waitlisted" boolean DEFAULT false NOT NULL,
	"application_year" integer,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_settings_program_unique" UNIQUE("program")
);
--> statement-breakpoint
CREATE TABLE "admin_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program" "program" NOT NULL,
	"name" text NOT NULL,
	"recipients" text,
	"merge_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"subject_line" text NOT NULL,
	"message_body" text NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_emails_program_name_key" UNIQUE("program","name")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program" "program" NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_program_unique" UNIQUE("program")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program" "program" NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bucket" "file_bucket" NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_bucket_key_key" UNIQUE("bucket","key")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_team_members" ADD CONSTRAINT "school_team_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_schools" ADD CONSTRAINT "user_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_members" ADD CONSTRAINT "site_members_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_month_distribution_dates" ADD CONSTRAINT "term_month_distribution_dates_term_month_id_term_months_id_fk" FOREIGN KEY ("term_month_id") REFERENCES "public"."term_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_months" ADD CONSTRAINT "term_months_term_id_program_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."program_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_months" ADD CONSTRAINT "term_months_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_date_entries" ADD CONSTRAINT "distribution_date_entries_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_date_entries" ADD CONSTRAINT "distribution_date_entries_term_month_distribution_date_id_term_month_distribution_dates_id_fk" FOREIGN KEY ("term_month_distribution_date_id") REFERENCES "public"."term_month_distribution_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_reports" ADD CONSTRAINT "distribution_reports_term_month_id_term_months_id_fk" FOREIGN KEY ("term_month_id") REFERENCES "public"."term_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_reports" ADD CONSTRAINT "distribution_reports_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_term_month_id_term_months_id_fk" FOREIGN KEY ("term_month_id") REFERENCES "public"."term_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_entries" ADD CONSTRAINT "allocation_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_entries" ADD CONSTRAINT "allocation_entries_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_safety_entries" ADD CONSTRAINT "food_safety_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_safety_entries" ADD CONSTRAINT "food_safety_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_backpack_buddy" ADD CONSTRAINT "application_backpack_buddy_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_backpack_buddy" ADD CONSTRAINT "application_backpack_buddy_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_backpack_buddy" ADD CONSTRAINT "application_backpack_buddy_term_id_program_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."program_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_school_market" ADD CONSTRAINT "application_school_market_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_school_market" ADD CONSTRAINT "application_school_market_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_school_market" ADD CONSTRAINT "application_school_market_term_id_program_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."program_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_teachers_aid" ADD CONSTRAINT "application_teachers_aid_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_teachers_aid" ADD CONSTRAINT "application_teachers_aid_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_teachers_aid" ADD CONSTRAINT "application_teachers_aid_term_id_program_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."program_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_application_teachers_aid_id_application_teachers_aid_id_fk" FOREIGN KEY ("application_teachers_aid_id") REFERENCES "public"."application_teachers_aid"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_kids_cafe" ADD CONSTRAINT "application_kids_cafe_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_kids_cafe" ADD CONSTRAINT "application_kids_cafe_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD CONSTRAINT "application_partner_services_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_partner_services" ADD CONSTRAINT "application_partner_services_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_signatures" ADD CONSTRAINT "principal_signatures_application_backpack_buddy_id_application_backpack_buddy_id_fk" FOREIGN KEY ("application_backpack_buddy_id") REFERENCES "public"."application_backpack_buddy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_signatures" ADD CONSTRAINT "principal_signatures_application_school_market_id_application_school_market_id_fk" FOREIGN KEY ("application_school_market_id") REFERENCES "public"."application_school_market"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_signatures" ADD CONSTRAINT "principal_signatures_application_teachers_aid_id_application_teachers_aid_id_fk" FOREIGN KEY ("application_teachers_aid_id") REFERENCES "public"."application_teachers_aid"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_settings" ADD CONSTRAINT "program_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_emails" ADD CONSTRAINT "admin_emails_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree (lower("email"),"attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_idx" ON "login_attempts" USING btree ("address","attempted_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_name_lower_key" ON "districts" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "districts_deleted_at_idx" ON "districts" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "school_team_members_school_idx" ON "school_team_members" USING btree ("school_id","program");--> statement-breakpoint
CREATE UNIQUE INDEX "school_team_members_single_role_key" ON "school_team_members" USING btree ("school_id","program","type") WHERE deleted_at is null and type not in ('STAFF', 'VOLUNTEER');--> statement-breakpoint
CREATE INDEX "schools_name_idx" ON "schools" USING btree ("name");--> statement-breakpoint
CREATE INDEX "schools_district_idx" ON "schools" USING btree ("district_id","name");--> statement-breakpoint
CREATE INDEX "schools_type_idx" ON "schools" USING btree ("type");--> statement-breakpoint
CREATE INDEX "schools_deleted_at_idx" ON "schools" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_backpack_buddy_id_key" ON "schools" USING btree ("backpack_buddy_id");--> statement-breakpoint
CREATE INDEX "user_schools_school_idx" ON "user_schools" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "site_members_site_idx" ON "site_members" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_members_single_role_key" ON "site_members" USING btree ("site_id","type") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sites_name_idx" ON "sites" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sites_deleted_at_idx" ON "sites" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "user_sites_site_idx" ON "user_sites" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "organization_members_organization_idx" ON "organization_members" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "organizations_deleted_at_idx" ON "organizations" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "user_organizations_organization_idx" ON "user_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "program_terms_program_year_idx" ON "program_terms" USING btree ("program","year");--> statement-breakpoint
CREATE INDEX "term_months_term_idx" ON "term_months" USING btree ("term_id","school_id");--> statement-breakpoint
CREATE INDEX "term_months_start_date_idx" ON "term_months" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "distribution_date_entries_date_idx" ON "distribution_date_entries" USING btree ("term_month_distribution_date_id");--> statement-breakpoint
CREATE INDEX "distributions_term_month_idx" ON "distributions" USING btree ("term_month_id","student_name");--> statement-breakpoint
CREATE INDEX "allocation_entries_school_idx" ON "allocation_entries" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "food_safety_entries_school_idx" ON "food_safety_entries" USING btree ("school_id","expiration_date");--> statement-breakpoint
CREATE INDEX "application_backpack_buddy_school_term_idx" ON "application_backpack_buddy" USING btree ("school_id","term_id");--> statement-breakpoint
CREATE INDEX "application_backpack_buddy_term_status_idx" ON "application_backpack_buddy" USING btree ("term_id","status");--> statement-breakpoint
CREATE INDEX "application_backpack_buddy_status_idx" ON "application_backpack_buddy" USING btree ("status");--> statement-breakpoint
CREATE INDEX "application_backpack_buddy_submitted_by_idx" ON "application_backpack_buddy" USING btree ("submitted_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_backpack_buddy_live_school_term_key" ON "application_backpack_buddy" USING btree ("school_id","term_id") WHERE deleted_at is null and status not in ('DENIED', 'WITHDRAWN');--> statement-breakpoint
CREATE INDEX "application_school_market_school_term_idx" ON "application_school_market" USING btree ("school_id","term_id");--> statement-breakpoint
CREATE INDEX "application_school_market_term_status_idx" ON "application_school_market" USING btree ("term_id","status");--> statement-breakpoint
CREATE INDEX "application_school_market_status_idx" ON "application_school_market" USING btree ("status");--> statement-breakpoint
CREATE INDEX "application_school_market_submitted_by_idx" ON "application_school_market" USING btree ("submitted_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_school_market_live_school_term_key" ON "application_school_market" USING btree ("school_id","term_id") WHERE deleted_at is null and status not in ('DENIED', 'WITHDRAWN');--> statement-breakpoint
CREATE INDEX "application_teachers_aid_school_term_idx" ON "application_teachers_aid" USING btree ("school_id","term_id");--> statement-breakpoint
CREATE INDEX "application_teachers_aid_term_status_idx" ON "application_teachers_aid" USING btree ("term_id","status");--> statement-breakpoint
CREATE INDEX "application_teachers_aid_status_idx" ON "application_teachers_aid" USING btree ("status");--> statement-breakpoint
CREATE INDEX "application_teachers_aid_submitted_by_idx" ON "application_teachers_aid" USING btree ("submitted_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_teachers_aid_live_school_term_key" ON "application_teachers_aid" USING btree ("school_id","term_id") WHERE deleted_at is null and status not in ('DENIED', 'WITHDRAWN');--> statement-breakpoint
CREATE INDEX "teachers_application_idx" ON "teachers" USING btree ("application_teachers_aid_id","last_name");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_application_email_key" ON "teachers" USING btree ("application_teachers_aid_id",lower("email"));--> statement-breakpoint
CREATE INDEX "application_kids_cafe_holder_year_idx" ON "application_kids_cafe" USING btree ("site_id","application_year");--> statement-breakpoint
CREATE INDEX "application_kids_cafe_year_status_idx" ON "application_kids_cafe" USING btree ("application_year","status");--> statement-breakpoint
CREATE INDEX "application_kids_cafe_status_idx" ON "application_kids_cafe" USING btree ("status");--> statement-breakpoint
CREATE INDEX "application_kids_cafe_submitted_by_idx" ON "application_kids_cafe" USING btree ("submitted_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_kids_cafe_live_holder_year_key" ON "application_kids_cafe" USING btree ("site_id","application_year","type") WHERE deleted_at is null and status not in ('DENIED', 'WITHDRAWN');--> statement-breakpoint
CREATE INDEX "application_partner_services_holder_year_idx" ON "application_partner_services" USING btree ("organization_id","application_year");--> statement-breakpoint
CREATE INDEX "application_partner_services_year_status_idx" ON "application_partner_services" USING btree ("application_year","status");--> statement-breakpoint
CREATE INDEX "application_partner_services_status_idx" ON "application_partner_services" USING btree ("status");--> statement-breakpoint
CREATE INDEX "application_partner_services_submitted_by_idx" ON "application_partner_services" USING btree ("submitted_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_partner_services_live_holder_year_key" ON "application_partner_services" USING btree ("organization_id","application_year") WHERE deleted_at is null and status not in ('DENIED', 'WITHDRAWN');--> statement-breakpoint
CREATE INDEX "principal_signatures_backpack_buddy_idx" ON "principal_signatures" USING btree ("application_backpack_buddy_id");--> statement-breakpoint
CREATE INDEX "principal_signatures_school_market_idx" ON "principal_signatures" USING btree ("application_school_market_id");--> statement-breakpoint
CREATE INDEX "principal_signatures_teachers_aid_idx" ON "principal_signatures" USING btree ("application_teachers_aid_id");--> statement-breakpoint
CREATE INDEX "surveys_program_idx" ON "surveys" USING btree ("program","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_bucket_created_idx" ON "stored_files" USING btree ("bucket","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");