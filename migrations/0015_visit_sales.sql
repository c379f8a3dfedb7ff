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
CREATE TABLE schedule_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  grace_minutes INTEGER NOT NULL CHECK (grace_minutes BETWEEN 0 AND 1440)
);
