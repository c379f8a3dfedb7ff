-- Stops (issue 26): the places a city's truck parks, each with the organiser's usual fee (a
-- flat amount in minor units plus a share of net sales in hundredths of a percent: 1250 is
-- 12.5%). match_key is the name case-folded and NFC-normalized, as for cities; a stop name is
-- unique over all cities, since a calendar event names its stop without its city.
CREATE TABLE stops (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  match_key TEXT NOT NULL UNIQUE,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  fee_flat_cents INTEGER NOT NULL DEFAULT 0 CHECK (fee_flat_cents >= 0),
  fee_percent_hundredths INTEGER NOT NULL DEFAULT 0
    CHECK (fee_percent_hundredths BETWEEN 0 AND 10000)
);

-- Visits: one stay of a city's truck at a stop, from starts_at to ends_at (ms since 1970 UTC,
-- the end excluded), counted on local_day (days since 1970-01-01 in the city's zone), the
-- local date it starts. The fee columns, both set or both NULL, replace the stop's fee for
-- this visit. source names the calendar or file the visit came from: re-importing it replaces
-- its visits. Visits of one city never overlap (checked by the importer in its transaction).
CREATE TABLE visits (
  id INTEGER PRIMARY KEY,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  stop_id INTEGER NOT NULL REFERENCES stops (id),
  local_day INTEGER NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  fee_flat_cents INTEGER CHECK (fee_flat_cents IS NULL OR fee_flat_cents >= 0),
  fee_percent_hundredths INTEGER
    CHECK (fee_percent_hundredths IS NULL OR fee_percent_hundredths BETWEEN 0 AND 10000),
  source TEXT NOT NULL,
  CHECK (ends_at > starts_at),
  CHECK ((fee_flat_cents IS NULL) = (fee_percent_hundredths IS NULL))
);
CREATE INDEX visits_by_city_and_start ON visits (city_id, starts_at);
CREATE INDEX visits_by_day ON visits (local_day, city_id);
CREATE INDEX visits_by_source ON visits (source);
