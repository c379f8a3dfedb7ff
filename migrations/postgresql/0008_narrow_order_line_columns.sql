-- PostgreSQL only (migrations/0008 is SQLite's empty twin): the small figures of order_lines
-- get the narrowest types that hold every value the importer accepts, and its row checks are
-- kept for every write but the large import's bulk copy.
--
-- Types: city_id and style_id name one of a few dozen rows; quantity is at most 2^31 - 1 in
-- magnitude (RowValidator); kind is 0 or 1 and local_hour 0 to 23. A line is then 100 bytes
-- on disk instead of 124 (eight-byte columns were padded to eight-byte boundaries), so a large
-- import writes, logs and scans a fifth less. Sums of these columns are bigint as before, and
-- the roll-up tables keep their bigint columns.
--
-- Checks: the same five, NOT VALID. PostgreSQL still checks every row inserted or updated
-- (by `griddle insert`, the staging path, a small file, or anyone's SQL). What NOT VALID
-- allows is a large file's table (migration 0007) taking these checks after its copy, without
-- a scan, and becoming a partition: its rows were checked by the importer's validator, which
-- applies the same rules to every row before sending it. Checking them again in the server
-- cost a tenth of the copy (measured at 10M lines: 7.6-8.1 s with the checks, 6.6-6.9 s
-- without). `ALTER TABLE order_lines VALIDATE CONSTRAINT …` checks the stored lines at any
-- time (after which large imports check their rows too, by one scan each).
ALTER TABLE order_lines
  DROP CONSTRAINT order_lines_line_check,
  DROP CONSTRAINT order_lines_local_hour_check,
  DROP CONSTRAINT order_lines_kind_check,
  DROP CONSTRAINT order_lines_unit_price_cents_check,
  DROP CONSTRAINT order_lines_check,
  ALTER COLUMN local_hour TYPE smallint,
  ALTER COLUMN city_id TYPE integer,
  ALTER COLUMN style_id TYPE integer,
  ALTER COLUMN kind TYPE smallint,
  ALTER COLUMN quantity TYPE integer;

ALTER TABLE order_lines
  ADD CONSTRAINT order_lines_line_check CHECK (line >= 1) NOT VALID,
  ADD CONSTRAINT order_lines_local_hour_check CHECK (local_hour BETWEEN 0 AND 23) NOT VALID,
  ADD CONSTRAINT order_lines_kind_check CHECK (kind IN (0, 1)) NOT VALID,
  ADD CONSTRAINT order_lines_unit_price_cents_check
    CHECK (unit_price_cents IS NULL OR unit_price_cents >= 0) NOT VALID,
  ADD CONSTRAINT order_lines_check
    CHECK ((kind = 0 AND quantity >= 1) OR (kind = 1 AND quantity <= -1)) NOT VALID;
