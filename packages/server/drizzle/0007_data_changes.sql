-- Which transactions changed the portal's data (issue 19, lists that scale): one row per
-- writing transaction, written by a statement trigger on every table except the ones that
-- change on every request or sign-in (sessions, rate limits, sign-in attempts, password reset
-- tokens, the mail outbox, reminder bookkeeping). A list kept in a server's memory is still
-- good while no transaction in this table committed since it was read
-- (packages/server/src/db/snapshot-cache.ts); a session's touch no longer empties the lists.
-- A table added later needs the trigger too (db/data-changes.test.ts fails otherwise).
CREATE TABLE "data_changes" (
	"txid" xid8 PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "note_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "data_changes" ("txid") VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
	t text;
BEGIN
	FOR t IN
		SELECT table_name FROM information_schema.tables
		WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
			AND table_name NOT IN ('data_changes', 'sessions', 'rate_limits', 'login_attempts',
				'password_reset_tokens', 'mail_outbox', 'report_reminders')
	LOOP
		EXECUTE format(
			'CREATE TRIGGER "note_data_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "note_data_change"()',
			t
		);
	END LOOP;
END
$$;
