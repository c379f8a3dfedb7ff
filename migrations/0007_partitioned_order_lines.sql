-- The twin of migrations/postgresql/0007, which partitions PostgreSQL's order_lines by ranges
-- of order id so that a large file's key is built in one sort. SQLite keeps one table (its
-- import already builds nothing it does not need): nothing changes here, but both stores
-- keep the same migration versions.
SELECT 1;
