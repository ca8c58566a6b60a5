-- Every statement that changes searchable content bumps search_sync_state.version and announces
-- the ids whose search documents it touched on the channel 'search_content_changed', as JSON
-- {"version": n, "kind": "...", "ids": [...]} in chunks that fit NOTIFY's 8000-byte payload.
-- Statement-level triggers with transition tables: one bump and a few notifications per
-- statement, however many rows (seeding inserts thousands at a time).
-- The version row lock also orders concurrent writers, so versions follow commit order.
INSERT INTO "search_sync_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_announce_changes(ids text[], kind text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
  chunk_start int := 1;
BEGIN
  IF ids IS NULL OR array_length(ids, 1) IS NULL THEN
    RETURN;
  END IF;
  UPDATE search_sync_state SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  WHILE chunk_start <= array_length(ids, 1) LOOP
    PERFORM pg_notify('search_content_changed', json_build_object('version', next_version, 'kind', kind, 'ids', ids[chunk_start : chunk_start + 199])::text);
    chunk_start := chunk_start + 200;
  END LOOP;
END $$;
--> statement-breakpoint
-- TG_ARGV[0]: the column naming the search document's owner (id, or report_id for a report's
-- parts); TG_ARGV[1]: which kind of document it is.
CREATE OR REPLACE FUNCTION search_changed_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %I) FROM changed_rows', TG_ARGV[0]) INTO ids;
  PERFORM search_announce_changes(ids, TG_ARGV[1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changed_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT owner) FROM (SELECT %1$I AS owner FROM new_rows UNION SELECT %1$I FROM old_rows) AS changed', TG_ARGV[0]) INTO ids;
  PERFORM search_announce_changes(ids, TG_ARGV[1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN SELECT * FROM (VALUES
    ('research', 'id', 'research'),
    ('report_authors', 'report_id', 'research'),
    ('graphics', 'report_id', 'research'),
    ('webinars', 'id', 'webinar'),
    ('surveys', 'id', 'survey'),
    ('content_items', 'id', 'contentItem')
  ) AS t(table_name, owner_column, kind) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_inserted(%L, %L)',
      target.table_name || '_search_inserted', target.table_name, target.owner_column, target.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_updated(%L, %L)',
      target.table_name || '_search_updated', target.table_name, target.owner_column, target.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changed_inserted(%L, %L)',
      target.table_name || '_search_deleted', target.table_name, target.owner_column, target.kind);
  END LOOP;
END $$;
