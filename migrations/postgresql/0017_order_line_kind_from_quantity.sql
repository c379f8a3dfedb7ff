-- PostgreSQL version of migrations/0017, which drops SQLite's order_lines.kind (computed
-- from quantity's sign instead) so that a stored line fits SQLite's fast record
-- comparator (13 columns). PostgreSQL has no such limit and keeps kind as a stored column;
-- nothing changes here, the number is taken so both dialects count the same migrations.
SELECT 1;
