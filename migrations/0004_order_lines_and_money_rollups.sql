-- Sales model v2: an order (ticket) has one or more lines; money is stored per line.
-- Every line repeats its order's instant, city and local day and hour, so the import stores a
-- line with one B-tree insert and every roll-up is a GROUP BY over this one table.
-- kind: 0 = sale, 1 = refund. A refund line has a negative quantity and gross, discount and
-- net that are the negatives of what was refunded. local_hour is NULL only between this
-- migration and the upgrade step that fills it (the store computes local hours in Swift, as
-- SQL cannot convert IANA time zones).
CREATE TABLE order_lines (
  order_id TEXT NOT NULL,
  line INTEGER NOT NULL CHECK (line >= 1),
  ordered_at INTEGER NOT NULL,
  local_day INTEGER NOT NULL,
  local_hour INTEGER CHECK (local_hour BETWEEN 0 AND 23),
  city_id INTEGER NOT NULL REFERENCES cities (id),
  style_id INTEGER NOT NULL REFERENCES styles (id),
  kind INTEGER NOT NULL CHECK (kind IN (0, 1)),
  quantity INTEGER NOT NULL
    CHECK ((kind = 0 AND quantity >= 1) OR (kind = 1 AND quantity <= -1)),
  unit_price_cents INTEGER CHECK (unit_price_cents IS NULL OR unit_price_cents >= 0),
  gross_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  refund_of TEXT,
  PRIMARY KEY (order_id, line)
) WITHOUT ROWID;

-- Every first-release order becomes a one-line sale; its gross is what the first release
-- counted as revenue (quantity times its price, else the menu price, else 0).
INSERT INTO order_lines (
  order_id, line, ordered_at, local_day, local_hour, city_id, style_id, kind, quantity,
  unit_price_cents, gross_cents, discount_cents, refund_of)
SELECT o.order_id, 1, o.ordered_at, o.local_day, NULL, o.city_id, o.style_id, 0, o.quantity,
  o.unit_price_cents, o.quantity * coalesce(o.unit_price_cents, s.price_cents, 0), 0, NULL
FROM orders AS o JOIN styles AS s ON s.id = o.style_id;

DROP TABLE orders;
DROP TABLE daily_sales;

-- Roll-up per (local day, city, style). tickets: orders with a sale line of that style on
-- that day. net_cents = gross_cents - discount_cents - refund_cents.
CREATE TABLE daily_style_sales (
  local_day INTEGER NOT NULL,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  style_id INTEGER NOT NULL REFERENCES styles (id),
  quantity INTEGER NOT NULL,
  gross_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  refund_cents INTEGER NOT NULL,
  net_cents INTEGER NOT NULL,
  tickets INTEGER NOT NULL CHECK (tickets >= 0),
  PRIMARY KEY (local_day, city_id, style_id)
) WITHOUT ROWID;

CREATE INDEX daily_style_sales_by_city ON daily_style_sales (city_id, local_day);

-- Roll-up per (local day, city, local hour). tickets: orders with a sale line in that hour
-- (all lines of an order share its instant, so an order counts in one hour only and the
-- hours of a day add up to the day's tickets).
CREATE TABLE hourly_sales (
  local_day INTEGER NOT NULL,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  local_hour INTEGER NOT NULL CHECK (local_hour BETWEEN 0 AND 23),
  quantity INTEGER NOT NULL,
  gross_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  refund_cents INTEGER NOT NULL,
  net_cents INTEGER NOT NULL,
  tickets INTEGER NOT NULL CHECK (tickets >= 0),
  PRIMARY KEY (local_day, city_id, local_hour)
) WITHOUT ROWID;

-- Steps of an upgrade that run in Swift after this migration (filling local_hour, then
-- rebuilding the roll-ups from order_lines). The store deletes a step when it is done, in the
-- same transaction, so a read-only open can tell a half-upgraded database with one lookup.
CREATE TABLE pending_upgrade_steps (step TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID;
INSERT INTO pending_upgrade_steps (step) VALUES ('local_hours_and_rollups');
