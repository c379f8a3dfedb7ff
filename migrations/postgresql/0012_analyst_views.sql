-- PostgreSQL version of migrations/0012: read-only views for analysts' tools (Metabase,
-- Grafana, psql, DuckDB's PostgreSQL scanner) with names instead of ids, instants, local dates
-- and money in minor units; the same views with the same columns in the same order as SQLite's.
-- Here local_date is a `date` and ordered_at a `timestamp with time zone` (SQLite has no such
-- types: there they are ISO 8601 text, which sorts and compares the same way).
--
-- A contract (docs/ANALYSTS.md): a view's columns are only ever added, never renamed, removed
-- or given another meaning; the tables under them may change. A role granted SELECT on the
-- views alone reads them (a view reads its tables with its owner's rights).
--
-- The roll-up views select the figures the importer stored (computed in Swift by the one money
-- rule, RollupAmounts.addLine) and compute nothing but dates from day numbers. A line's figures
-- are not stored per line: griddle_sales_lines splits its stored (signed) gross and discount
-- by kind as that rule does, so that any sum over it equals the roll-ups' sum over the same
-- lines. weekday is ISO (1 = Monday … 7 = Sunday), from the day number as the readers compute it.

CREATE VIEW griddle_sales_lines AS
SELECT
  l.order_id AS order_id,
  l.line AS line,
  timestamptz '1970-01-01 00:00:00+00' + l.ordered_at * interval '1 millisecond' AS ordered_at,
  l.ordered_at AS ordered_at_ms,
  c.name AS city,
  s.name AS style,
  date '1970-01-01' + l.local_day AS local_date,
  to_char(date '1970-01-01' + l.local_day, 'YYYY-MM') AS month,
  (l.local_day + 1400003) % 7 + 1 AS weekday,
  l.local_hour::integer AS local_hour,
  CASE l.kind WHEN 0 THEN 'sale' ELSE 'refund' END AS kind,
  l.quantity::bigint AS quantity,
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
  date '1970-01-01' + d.local_day AS local_date,
  to_char(date '1970-01-01' + d.local_day, 'YYYY-MM') AS month,
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
  date '1970-01-01' + d.local_day AS local_date,
  to_char(date '1970-01-01' + d.local_day, 'YYYY-MM') AS month,
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
  date '1970-01-01' + h.local_day AS local_date,
  to_char(date '1970-01-01' + h.local_day, 'YYYY-MM') AS month,
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
  date '1970-01-01' + o.local_day AS local_date,
  to_char(date '1970-01-01' + o.local_day, 'YYYY-MM') AS month,
  (o.local_day + 1400003) % 7 + 1 AS weekday,
  c.name AS city,
  o.had_sales AS had_sales
FROM operating_days AS o
JOIN cities AS c ON c.id = o.city_id;
