-- Cities the truck works in, each with the IANA time zone that decides its local days.
-- match_key is the name case-folded and NFC-normalized, so "SAN FRANCISCO" finds "San Francisco".
CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  match_key TEXT NOT NULL UNIQUE,
  time_zone TEXT NOT NULL CHECK (time_zone <> '')
);

-- Pancake styles on the menu; price_cents is the menu price used when an order has none.
CREATE TABLE styles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  match_key TEXT NOT NULL UNIQUE,
  price_cents INTEGER CHECK (price_cents IS NULL OR price_cents >= 0)
);
