-- PostgreSQL version of migrations/0016: per city, the local wall-clock time its business day
-- starts, in minutes after midnight (240 is 04:00; 0, the default, is the calendar day), as
-- the local days of its stored lines and roll-ups were computed with. `griddle init` rebuilds
-- a city's days and roll-ups when its configured start differs, and records the new one here;
-- every other command refuses to run while they differ, so no figure mixes two rules.
ALTER TABLE cities ADD COLUMN business_day_starts_at integer NOT NULL DEFAULT 0
  CHECK (business_day_starts_at BETWEEN 0 AND 1439);
COMMENT ON COLUMN cities.business_day_starts_at IS
  'Minutes after local midnight at which the city''s business day starts (0: the calendar day), as its stored local days were computed with.';
