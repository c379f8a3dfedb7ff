-- PostgreSQL version of migrations/0010: the import ledger (issue 25), one row per import that
-- stored anything, and on every stored line the import that stored it. kind: 'import',
-- 'before-ledger' (id 0: every line stored before this migration; cannot be undone) or 'undo';
-- imported_at: milliseconds since 1970-01-01 UTC, NULL before the ledger.
CREATE TABLE imports (
  id bigint PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('import', 'before-ledger', 'undo')),
  imported_at bigint,
  file_name text,
  file_size bigint,
  sha256 text,
  profile text,
  lines_stored bigint NOT NULL,
  lines_already_present bigint NOT NULL,
  lines_restated bigint NOT NULL,
  lines_removed bigint NOT NULL,
  rows_rejected bigint NOT NULL,
  rows_excluded bigint NOT NULL,
  first_day integer,
  last_day integer
);

-- Per (import, local day, city): daily_city_sales's figures just before and after the import.
CREATE TABLE import_day_figures (
  import_id bigint NOT NULL REFERENCES imports (id),
  local_day integer NOT NULL,
  city_id bigint NOT NULL REFERENCES cities (id),
  net_cents_before bigint NOT NULL,
  net_cents_after bigint NOT NULL,
  tickets_before bigint NOT NULL,
  tickets_after bigint NOT NULL,
  quantity_before bigint NOT NULL,
  quantity_after bigint NOT NULL,
  PRIMARY KEY (import_id, local_day, city_id)
);

-- order_lines is partitioned (0007): the column goes to every partition. A constant default
-- is stored once in the catalog (PostgreSQL 11+), so no partition is rewritten.
ALTER TABLE order_lines ADD COLUMN import_id bigint NOT NULL DEFAULT 0;

INSERT INTO imports (id, kind, imported_at, file_name, file_size, sha256, profile,
  lines_stored, lines_already_present, lines_restated, lines_removed, rows_rejected,
  rows_excluded, first_day, last_day)
SELECT 0, 'before-ledger', NULL, NULL, NULL, NULL, NULL, count(*), 0, 0, 0, 0, 0,
  min(local_day), max(local_day)
FROM order_lines HAVING count(*) > 0;

INSERT INTO import_day_figures (import_id, local_day, city_id, net_cents_before,
  net_cents_after, tickets_before, tickets_after, quantity_before, quantity_after)
SELECT 0, local_day, city_id, 0, net_cents, 0, tickets, 0, quantity
FROM daily_city_sales WHERE EXISTS (SELECT 1 FROM imports WHERE id = 0);
