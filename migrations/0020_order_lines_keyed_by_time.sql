-- order_lines keyed by time (issue 28, "No cliff"): the key becomes (local_day, city_id,
-- order_id, line), so that an export, which arrives in time order, appends at the right edge
-- of the key instead of landing at random places in it.
--
-- Why: a point of sale writes random order ids (Square's are 22 random characters), and with
-- the key (order_id, line) every line of such a file was an insert at a random leaf of a
-- B-tree of ~80 bytes a line: 185k lines/s into an empty database, ~96k lines/s for a night's
-- 300k lines into 3M, falling as the database grew (sequential ids: 1.17M lines/s). A line's
-- business day and city are known before it is stored (the validator computes the day from
-- its instant, its city's zone and the city's business-day start), so a night's lines now
-- append, and a re-import reads one contiguous key range.
--
-- An order is found by its id on its business day in its city (the import's identity rule,
-- README "Importing" and DESIGN's import section). The columns are the same, 13 of them (the
-- fast record comparator's limit, see 0017). PostgreSQL keeps its layout (its 0020 is empty).
--
-- The table is copied in the new key's order (about 10 s for 10M lines) and the one view over
-- it (0012, 0017) made again, unchanged: ALTER TABLE … RENAME checks every view against the
-- schema, so it is dropped first.
DROP VIEW griddle_sales_lines;

CREATE TABLE order_lines_by_time (
  order_id TEXT NOT NULL,
  line INTEGER NOT NULL CHECK (line >= 1),
  ordered_at INTEGER NOT NULL,
  local_day INTEGER NOT NULL,
  local_hour INTEGER CHECK (local_hour BETWEEN 0 AND 23),
  city_id INTEGER NOT NULL REFERENCES cities (id),
  style_id INTEGER NOT NULL REFERENCES styles (id),
  quantity INTEGER NOT NULL CHECK (quantity <> 0),
  unit_price_cents INTEGER CHECK (unit_price_cents IS NULL OR unit_price_cents >= 0),
  gross_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  refund_of TEXT,
  import_id INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (local_day, city_id, order_id, line)
) WITHOUT ROWID;

INSERT INTO order_lines_by_time (order_id, line, ordered_at, local_day, local_hour, city_id,
  style_id, quantity, unit_price_cents, gross_cents, discount_cents, refund_of, import_id)
SELECT order_id, line, ordered_at, local_day, local_hour, city_id, style_id, quantity,
  unit_price_cents, gross_cents, discount_cents, refund_of, import_id
FROM order_lines ORDER BY local_day, city_id, order_id, line;

DROP TABLE order_lines;
ALTER TABLE order_lines_by_time RENAME TO order_lines;

-- SQLite's import_ranges rows bounded an undo's scan by the order ids an import stored; the
-- key is by day now, and the ledger's imports row has the import's days (first_day,
-- last_day), so SQLite no longer writes or reads it (PostgreSQL still does).
DELETE FROM import_ranges;

CREATE VIEW griddle_sales_lines AS
SELECT
  l.order_id AS order_id,
  l.line AS line,
  strftime('%Y-%m-%dT%H:%M:%S', (l.ordered_at - ((l.ordered_at % 1000) + 1000) % 1000) / 1000,
    'unixepoch') || printf('.%03dZ', ((l.ordered_at % 1000) + 1000) % 1000) AS ordered_at,
  l.ordered_at AS ordered_at_ms,
  c.name AS city,
  s.name AS style,
  date(l.local_day * 86400, 'unixepoch') AS local_date,
  strftime('%Y-%m', l.local_day * 86400, 'unixepoch') AS month,
  (l.local_day + 1400003) % 7 + 1 AS weekday,
  l.local_hour AS local_hour,
  CASE WHEN l.quantity > 0 THEN 'sale' ELSE 'refund' END AS kind,
  l.quantity AS quantity,
  l.unit_price_cents AS unit_price_cents,
  CASE WHEN l.quantity > 0 THEN l.gross_cents ELSE 0 END AS gross_cents,
  CASE WHEN l.quantity > 0 THEN l.discount_cents ELSE 0 END AS discount_cents,
  CASE WHEN l.quantity > 0 THEN 0 ELSE l.discount_cents - l.gross_cents END AS refund_cents,
  l.gross_cents - l.discount_cents AS net_cents,
  l.refund_of AS refund_of
FROM order_lines AS l
JOIN cities AS c ON c.id = l.city_id
JOIN styles AS s ON s.id = l.style_id;
