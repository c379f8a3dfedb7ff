-- PostgreSQL version of migrations/0005. Roll-up per (local day, city): the per-hour roll-up
-- summed over the day's hours, which the daily, monthly, cities and weekdays series read.
-- tickets: orders with a sale line that day (an order counts in one hour only).
CREATE TABLE daily_city_sales (
  local_day integer NOT NULL,
  city_id bigint NOT NULL REFERENCES cities (id),
  quantity bigint NOT NULL,
  gross_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  refund_cents bigint NOT NULL,
  net_cents bigint NOT NULL,
  tickets bigint NOT NULL CHECK (tickets >= 0),
  PRIMARY KEY (local_day, city_id)
);

INSERT INTO daily_city_sales (local_day, city_id, quantity, gross_cents, discount_cents,
  refund_cents, net_cents, tickets)
SELECT local_day, city_id, sum(quantity), sum(gross_cents), sum(discount_cents),
  sum(refund_cents), sum(net_cents), sum(tickets)
FROM hourly_sales GROUP BY local_day, city_id;
