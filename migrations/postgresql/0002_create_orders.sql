-- PostgreSQL version of migrations/0002. One row per point-of-sale order. ordered_at is the
-- instant in milliseconds since the Unix epoch (UTC); local_day is the order's calendar date in
-- its city's time zone, as days since 1970-01-01, computed once at import so no query has to
-- convert time zones.
CREATE TABLE orders (
  order_id text PRIMARY KEY,
  ordered_at bigint NOT NULL,
  local_day integer NOT NULL,
  city_id bigint NOT NULL REFERENCES cities (id),
  style_id bigint NOT NULL REFERENCES styles (id),
  quantity bigint NOT NULL CHECK (quantity >= 1),
  unit_price_cents bigint CHECK (unit_price_cents IS NULL OR unit_price_cents >= 0)
);
