-- The twin of migrations/0014: what restatements replaced and removed, with the replacing
-- import's id, so that `griddle undo` can put it back exactly; and on each import the undo
-- that took it back.
-- No kind column: a line's kind is its quantity's sign (SQLite's order_lines has none since
-- migration 0017; PostgreSQL's is computed again when a line is put back).
CREATE TABLE order_line_history (
  replaced_by bigint NOT NULL,
  order_id text COLLATE "C" NOT NULL,
  line integer NOT NULL,
  ordered_at bigint NOT NULL,
  local_day integer NOT NULL,
  local_hour smallint,
  city_id integer NOT NULL,
  style_id integer NOT NULL,
  quantity integer NOT NULL,
  unit_price_cents bigint,
  gross_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  refund_of text,
  import_id bigint NOT NULL,
  PRIMARY KEY (replaced_by, order_id, line)
);

CREATE INDEX order_line_history_by_order ON order_line_history (order_id, replaced_by);

ALTER TABLE imports ADD COLUMN undone_by bigint;
