-- The first and last sale of each per-visit roll-up group (issue 26): the instants (ms since
-- 1970 UTC) of its earliest and latest sale line, NULL when it holds refunds only. Imports keep
-- them as the earlier and the later of the stored and the added ones; a removal (restatement,
-- undo, a visit's lines moved by a schedule import) reads them again from the lines.
--
-- The stored groups cannot be given theirs here (attributing lines takes the visits and the
-- grace, in Swift), so they are cleared with the grace they were kept with: the roll-ups are
-- then in the state of a database whose schedule was never imported since an upgrade, which
-- `query stops` answers from the lines and the next `schedule import` (of any calendar,
-- changed or not) rebuilds from every line, first and last sales included.
ALTER TABLE visit_sales ADD COLUMN first_sale_at INTEGER;
ALTER TABLE visit_sales ADD COLUMN last_sale_at INTEGER;
DELETE FROM visit_sales;
DELETE FROM schedule_settings;
