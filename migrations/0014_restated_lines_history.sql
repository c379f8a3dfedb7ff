-- What restatements replaced and removed (issue 25): a stored line that an import with
-- `--restate` replaced (or removed) moves here, whole, with the id of the replacing import
-- (replaced_by) and of the import that had stored it (import_id), so that `griddle undo` of
-- the replacing import can put it back exactly. Nothing reads it in a query: order_lines and
-- its views are unchanged.
-- No kind column: a line's kind is its quantity's sign (SQLite's order_lines has none since
-- migration 0017; PostgreSQL's is computed again when a line is put back).
CREATE TABLE order_line_history (
  replaced_by INTEGER NOT NULL,
  order_id TEXT NOT NULL,
  line INTEGER NOT NULL,
  ordered_at INTEGER NOT NULL,
  local_day INTEGER NOT NULL,
  local_hour INTEGER,
  city_id INTEGER NOT NULL,
  style_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price_cents INTEGER,
  gross_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  refund_of TEXT,
  import_id INTEGER NOT NULL,
  PRIMARY KEY (replaced_by, order_id, line)
) WITHOUT ROWID;

-- Which orders a later restatement replaced, found by order (the undo's check).
CREATE INDEX order_line_history_by_order ON order_line_history (order_id, replaced_by);

-- The import an undo took back (NULL while it stands); an undone import cannot be undone
-- twice. A constant default: SQLite changes only the schema.
ALTER TABLE imports ADD COLUMN undone_by INTEGER;
