-- The twin of migrations/postgresql/0006, so both stores keep one schema. PostgreSQL's
-- importers record there the range of order ids each committed write stored, to tell cheaply
-- whether a file's orders are all new. SQLite has one writer at a time and never reads it.
CREATE TABLE import_ranges (
  id INTEGER PRIMARY KEY,
  first_order_id TEXT NOT NULL,
  last_order_id TEXT NOT NULL,
  lines INTEGER NOT NULL CHECK (lines >= 1)
);
