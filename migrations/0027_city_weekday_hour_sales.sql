-- Roll-up per (city, ISO weekday, local hour) over the whole history: monthly_weekday_hour_sales
-- summed over every month. `query hours` over a range that holds every stored day reads 168
-- rows a city here instead of one per (month, city, weekday, hour): for 1,000 trucks over ten
-- years, 168,000 rows instead of 16.1M, which took 9 s (docs/SCALE.md).
-- weekday: 1 = Monday … 7 = Sunday, as in monthly_weekday_hour_sales.
CREATE TABLE city_weekday_hour_sales (
  city_id INTEGER NOT NULL,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  local_hour INTEGER NOT NULL CHECK (local_hour BETWEEN 0 AND 23),
  quantity INTEGER NOT NULL,
  gross_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  refund_cents INTEGER NOT NULL,
  net_cents INTEGER NOT NULL,
  tickets INTEGER NOT NULL,
  PRIMARY KEY (city_id, weekday, local_hour)
) WITHOUT ROWID;

-- Kept by the store's one roll-up writer, as monthly_weekday_hour_sales is (migration 0013): it
-- folds each part's per-hour groups per (city, weekday, hour) and upserts those, one upsert per
-- group and part rather than a row trigger per month group.
INSERT INTO city_weekday_hour_sales (city_id, weekday, local_hour, quantity, gross_cents,
  discount_cents, refund_cents, net_cents, tickets)
SELECT city_id, weekday, local_hour, sum(quantity), sum(gross_cents), sum(discount_cents),
  sum(refund_cents), sum(net_cents), sum(tickets)
FROM monthly_weekday_hour_sales
GROUP BY city_id, weekday, local_hour
HAVING sum(quantity) <> 0 OR sum(gross_cents) <> 0 OR sum(discount_cents) <> 0
  OR sum(refund_cents) <> 0 OR sum(net_cents) <> 0 OR sum(tickets) <> 0;
