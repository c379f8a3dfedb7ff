-- PostgreSQL version of migrations/0003. Daily roll-up: what every report reads instead of
-- scanning orders. Kept in step with orders inside the same transaction as the import that
-- changes them.
CREATE TABLE daily_sales (
  local_day integer NOT NULL,
  city_id bigint NOT NULL REFERENCES cities (id),
  style_id bigint NOT NULL REFERENCES styles (id),
  quantity bigint NOT NULL CHECK (quantity >= 0),
  revenue_cents bigint NOT NULL,
  order_count bigint NOT NULL CHECK (order_count >= 0),
  PRIMARY KEY (local_day, city_id, style_id)
);

-- Per-city queries (a city's weekday series, its operating days) walk this index.
CREATE INDEX daily_sales_by_city ON daily_sales (city_id, local_day);

-- A (city, local day) the truck operated: it sold something, or was recorded open with no
-- sales (had_sales = 0). Daily min/max/average are taken over these days only.
CREATE TABLE operating_days (
  city_id bigint NOT NULL REFERENCES cities (id),
  local_day integer NOT NULL,
  had_sales integer NOT NULL DEFAULT 1 CHECK (had_sales IN (0, 1)),
  PRIMARY KEY (city_id, local_day)
);

CREATE INDEX operating_days_by_day ON operating_days (local_day);
