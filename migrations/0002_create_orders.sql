-- One row per point-of-sale order. ordered_at is the instant in milliseconds since the Unix
-- epoch (UTC); local_day is the order's calendar date in its city's time zone, as days since
-- 1970-01-01, computed once at import so no query has to convert time zones.
-- WITHOUT ROWID: the order id is the key every import looks up for deduplication.
CREATE TABLE orders (
  order_id TEXT PRIMARY KEY NOT NULL,
  ordered_at INTEGER NOT NULL,
  local_day INTEGER NOT NULL,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  style_id INTEGER NOT NULL REFERENCES styles (id),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  unit_price_cents INTEGER CHECK (unit_price_cents IS NULL OR unit_price_cents >= 0)
) WITHOUT ROWID;
