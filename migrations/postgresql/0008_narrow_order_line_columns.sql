-- PostgreSQL only (migrations/0008 is SQLite's empty twin): the small figures of order_lines
-- get the narrowest types that hold every value the importer accepts. city_id and style_id
-- name one of a few dozen rows; quantity is at most 2^31 - 1 in magnitude (RowValidator);
-- kind is 0 or 1 and local_hour 0 to 23.
--
-- Why: a line is then 100 bytes on disk instead of 124 (the eight-byte columns were padded to
-- eight-byte boundaries), and a large import writes, logs and scans a fifth less (measured:
-- 10M lines, COPY 8.4-9.3 s before, 6.8-7.7 s after). Sums of these columns are bigint as
-- before, and the roll-up tables keep their bigint columns.
ALTER TABLE order_lines
  ALTER COLUMN local_hour TYPE smallint,
  ALTER COLUMN city_id TYPE integer,
  ALTER COLUMN style_id TYPE integer,
  ALTER COLUMN kind TYPE smallint,
  ALTER COLUMN quantity TYPE integer;
