-- Business days (issue 26): per city, the local wall-clock time its business day starts, in
-- minutes after midnight (240 is 04:00; 0, the default, is the calendar day), as the local
-- days of its stored lines and roll-ups were computed with. `griddle init` rebuilds a city's
-- days and roll-ups when its configured start differs, and records the new one here; every
-- other command refuses to run while they differ, so no figure mixes two rules.
--
-- A constant default: SQLite changes only the schema, whatever the table's size, and the
-- analysts' views (0012), which name their columns, are untouched.
ALTER TABLE cities ADD COLUMN business_day_starts_at INTEGER NOT NULL DEFAULT 0
  CHECK (business_day_starts_at BETWEEN 0 AND 1439);
