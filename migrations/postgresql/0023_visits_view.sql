-- PostgreSQL version of migrations/0023: the same view with the same columns in the same
-- order. Here local_date is a `date` and starts_at and ends_at are `timestamp with time zone`.
--
-- The analysts' view of scheduled visits (docs/ANALYSTS.md): one row per visit with its stop,
-- its window and the figures of the lines attributed to it, as `griddle query stops` folds
-- them. The figures are the per-visit roll-ups the imports keep (`visit_sales`, one row per
-- local day of a visit's lines, summed here; a ticket belongs to one day, so tickets add up).
-- The fee is given as its rule's inputs, the visit's own or else its stop's: the amount is
-- Griddle's money rule, left to `griddle query stops`.
CREATE VIEW griddle_visits AS
SELECT
  date '1970-01-01' + v.local_day AS local_date,
  to_char(date '1970-01-01' + v.local_day, 'YYYY-MM') AS month,
  (v.local_day + 1400003) % 7 + 1 AS weekday,
  c.name AS city,
  s.name AS stop,
  timestamptz '1970-01-01 00:00:00+00' + v.starts_at * interval '1 millisecond' AS starts_at,
  v.starts_at AS starts_at_ms,
  timestamptz '1970-01-01 00:00:00+00' + v.ends_at * interval '1 millisecond' AS ends_at,
  v.ends_at AS ends_at_ms,
  coalesce(v.fee_flat_cents, s.fee_flat_cents) AS fee_flat_cents,
  coalesce(v.fee_percent_hundredths, s.fee_percent_hundredths) AS fee_percent_hundredths,
  coalesce(f.quantity, 0) AS quantity,
  coalesce(f.net_cents, 0) AS net_cents,
  coalesce(f.tickets, 0) AS tickets,
  f.first_sale_at_ms AS first_sale_at_ms,
  f.last_sale_at_ms AS last_sale_at_ms
FROM visits AS v
JOIN cities AS c ON c.id = v.city_id
JOIN stops AS s ON s.id = v.stop_id
LEFT JOIN (
  SELECT city_id, starts_at, sum(quantity)::bigint AS quantity,
    sum(net_cents)::bigint AS net_cents, sum(tickets)::bigint AS tickets,
    min(first_sale_at) AS first_sale_at_ms, max(last_sale_at) AS last_sale_at_ms
  FROM visit_sales
  GROUP BY city_id, starts_at
) AS f ON f.city_id = v.city_id AND f.starts_at = v.starts_at;
