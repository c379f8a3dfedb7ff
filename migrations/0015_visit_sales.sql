-- Per-visit roll-ups (issue 26): what the lines attributed to each visit add up to, kept by the
-- store's one roll-up writer from every import's delta and by `schedule import`, which
-- recomputes the visits it adds, removes or changes from the stored lines around them.
--
-- A visit is keyed by (city_id, starts_at), unique since visits of one city never overlap, so
-- a visit re-imported unchanged keeps its figures. local_day is the lines' own local day (a
-- visit past midnight has a row per day), so that Unscheduled per (city, day) is the day's
-- figures in daily_city_sales less the visit rows of that day: no table of its own, and a
-- line import with no schedule writes nothing here. tickets: orders with a sale line.
CREATE TABLE visit_sales (
  city_id INTEGER NOT NULL,
  starts_at INTEGER NOT NULL,
  local_day INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  net_cents INTEGER NOT NULL,
  tickets INTEGER NOT NULL,
  PRIMARY KEY (city_id, starts_at, local_day)
) WITHOUT ROWID;

-- The grace (minutes at both ends of a visit) visit_sales was attributed with: one row, set
-- by `schedule import`. A query with another grace computes from the lines instead.
-- longest_visit_ms, the longest visit stored, bounds which visits can hold a day's lines;
-- version counts schedule imports (a PostgreSQL line import that attributed its lines to
-- visits another import has since replaced starts again).
CREATE TABLE schedule_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  grace_minutes INTEGER NOT NULL CHECK (grace_minutes BETWEEN 0 AND 1440),
  longest_visit_ms INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 0
);

-- `query stops` reads every visit of its range with its figures: the index by day covers the
-- columns it reads, so the read is one range of the index, not a row lookup per visit (33 ms
-- against 4 ms for five years of a six-truck fleet's visits on SQLite).
DROP INDEX visits_by_day;
CREATE INDEX visits_by_day ON visits (
  local_day, city_id, starts_at, ends_at, stop_id, fee_flat_cents, fee_percent_hundredths
);
