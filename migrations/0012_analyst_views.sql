-- Read-only views for analysts' tools (Metabase, Grafana, DuckDB's SQLite scanner, the sqlite3
-- shell): names instead of ids, instants, local dates and money in minor units. The twin of
-- migrations/postgresql/0012: the same views with the same columns in the same order.
--
-- A contract (docs/ANALYSTS.md): a view's columns are only ever added, never renamed, removed
-- or given another meaning; the tables under them may change.
--
-- The roll-up views select the figures the importer stored (computed in Swift by the one money
-- rule, RollupAmounts.addLine) and compute nothing but dates from day numbers. A line's figures
-- are not stored per line: griddle_sales_lines splits its stored (signed) gross and discount
-- by kind as that rule does, so that any sum over it equals the roll-ups' sum over the same
-- lines (tests check both against the Swift rule and `griddle query`).
--
-- Day numbers are days since 1970-01-01; weekday is ISO (1 = Monday … 7 = Sunday; day 0 was
-- a Thursday; the offset keeps the remainder positive before 1970), as the readers compute it.

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
  CASE l.kind WHEN 0 THEN 'sale' ELSE 'refund' END AS kind,
  l.quantity AS quantity,
  l.unit_price_cents AS unit_price_cents,
  CASE l.kind WHEN 0 THEN l.gross_cents ELSE 0 END AS gross_cents,
  CASE l.kind WHEN 0 THEN l.discount_cents ELSE 0 END AS discount_cents,
  CASE l.kind WHEN 0 THEN 0 ELSE l.discount_cents - l.gross_cents END AS refund_cents,
  l.gross_cents - l.discount_cents AS net_cents,
  l.refund_of AS refund_of
FROM order_lines AS l
JOIN cities AS c ON c.id = l.city_id
JOIN styles AS s ON s.id = l.style_id;

CREATE VIEW griddle_daily_sales AS
SELECT
  date(d.local_day * 86400, 'unixepoch') AS local_date,
  strftime('%Y-%m', d.local_day * 86400, 'unixepoch') AS month,
  (d.local_day + 1400003) % 7 + 1 AS weekday,
  c.name AS city,
  s.name AS style,
  d.quantity AS quantity,
  d.gross_cents AS gross_cents,
  d.discount_cents AS discount_cents,
  d.refund_cents AS refund_cents,
  d.net_cents AS net_cents,
  d.tickets AS tickets
FROM daily_style_sales AS d
JOIN cities AS c ON c.id = d.city_id
JOIN styles AS s ON s.id = d.style_id;

CREATE VIEW griddle_daily_city_sales AS
SELECT
  date(d.local_day * 86400, 'unixepoch') AS local_date,
  strftime('%Y-%m', d.local_day * 86400, 'unixepoch') AS month,
  (d.local_day + 1400003) % 7 + 1 AS weekday,
  c.name AS city,
  d.quantity AS quantity,
  d.gross_cents AS gross_cents,
  d.discount_cents AS discount_cents,
  d.refund_cents AS refund_cents,
  d.net_cents AS net_cents,
  d.tickets AS tickets
FROM daily_city_sales AS d
JOIN cities AS c ON c.id = d.city_id;

CREATE VIEW griddle_hourly_sales AS
SELECT
  date(h.local_day * 86400, 'unixepoch') AS local_date,
  strftime('%Y-%m', h.local_day * 86400, 'unixepoch') AS month,
  (h.local_day + 1400003) % 7 + 1 AS weekday,
  h.local_hour AS local_hour,
  c.name AS city,
  h.quantity AS quantity,
  h.gross_cents AS gross_cents,
  h.discount_cents AS discount_cents,
  h.refund_cents AS refund_cents,
  h.net_cents AS net_cents,
  h.tickets AS tickets
FROM hourly_sales AS h
JOIN cities AS c ON c.id = h.city_id;

CREATE VIEW griddle_operating_days AS
SELECT
  date(o.local_day * 86400, 'unixepoch') AS local_date,
  strftime('%Y-%m', o.local_day * 86400, 'unixepoch') AS month,
  (o.local_day + 1400003) % 7 + 1 AS weekday,
  c.name AS city,
  o.had_sales AS had_sales
FROM operating_days AS o
JOIN cities AS c ON c.id = o.city_id;
