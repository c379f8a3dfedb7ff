-- The import ledger (issue 25): one row per import that stored anything, and on every stored
-- line the import that stored it.
--
-- kind: 'import' (a file), 'before-ledger' (every line stored before this migration, one row,
-- id 0, that cannot be undone) or 'undo'. imported_at: milliseconds since 1970-01-01 UTC, NULL
-- for the lines stored before the ledger (when is not known). The day range is of the lines
-- the import stored (local days since 1970-01-01); the cities it touched are those of its
-- per-(day, city) figures in import_day_figures.
CREATE TABLE imports (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('import', 'before-ledger', 'undo')),
  imported_at INTEGER,
  file_name TEXT,
  file_size INTEGER,
  sha256 TEXT,
  profile TEXT,
  lines_stored INTEGER NOT NULL,
  lines_already_present INTEGER NOT NULL,
  lines_restated INTEGER NOT NULL,
  lines_removed INTEGER NOT NULL,
  rows_rejected INTEGER NOT NULL,
  rows_excluded INTEGER NOT NULL,
  first_day INTEGER,
  last_day INTEGER
);

-- Per (import, local day, city): the day's figures in daily_city_sales just before and just
-- after the import (written at import time from the roll-up delta, so they stay what they were
-- when later imports change the day).
CREATE TABLE import_day_figures (
  import_id INTEGER NOT NULL REFERENCES imports (id),
  local_day INTEGER NOT NULL,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  net_cents_before INTEGER NOT NULL,
  net_cents_after INTEGER NOT NULL,
  tickets_before INTEGER NOT NULL,
  tickets_after INTEGER NOT NULL,
  quantity_before INTEGER NOT NULL,
  quantity_after INTEGER NOT NULL,
  PRIMARY KEY (import_id, local_day, city_id)
) WITHOUT ROWID;

-- A constant default: SQLite changes only the schema, whatever the table's size (no foreign
-- key: SQLite refuses to add a REFERENCES column with a non-NULL default).
ALTER TABLE order_lines ADD COLUMN import_id INTEGER NOT NULL DEFAULT 0;

-- The lines stored so far are import 0, "before the ledger", when there are any: its count
-- and day range from one scan of the lines, its cities and figures from the per-(day, city)
-- roll-up (a few thousand rows; empty during an upgrade from the first release, whose
-- roll-ups are rebuilt after the migrations).
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
