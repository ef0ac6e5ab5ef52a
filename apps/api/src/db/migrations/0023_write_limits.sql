-- Per-user limits on the writes that notify people (modules/limits): one row per limit and user, updated in place by
-- one upsert per limited request. Room left on each page (fillfactor) keeps those updates HOT: only the primary key
-- is indexed and it never changes, so an update writes no index entry.
CREATE TABLE "write_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL
) WITH (fillfactor = 70);
