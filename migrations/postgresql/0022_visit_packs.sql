-- PostgreSQL version of migrations/0022: the same table and rules as SQLite's.
-- Per-visit packs (issue 26): each city's visits starting in one period of 28 days (period =
-- floor(starts_at / 2,419,200,000 ms)), with their `visit_sales` rows, written as one text
-- value (the format is `VisitPack`'s). `query stops` reads one row per city and period in place
-- of a row per visit and per roll-up group. Every writer of `visits` and `visit_sales` packs
-- again the periods it changed; the consistency check compares each pack with the tables.
--
-- Packs cannot be written here (the format is Swift's), so an upgraded database starts with
-- none and `packs_complete` = 0: readers read the tables until `griddle init` or the next
-- `schedule import` packs every city and sets it.
CREATE TABLE visit_packs (
  city_id bigint NOT NULL,
  period bigint NOT NULL,
  visits text NOT NULL,
  PRIMARY KEY (city_id, period)
);
ALTER TABLE schedule_settings ADD COLUMN packs_complete integer NOT NULL DEFAULT 0;
