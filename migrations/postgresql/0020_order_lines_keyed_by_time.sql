-- The twin of migrations/0020, which re-keys SQLite's order_lines by (local_day, city_id,
-- order_id, line) so that a time-ordered export of random order ids appends to the key.
-- PostgreSQL keeps its layout (order_lines partitioned by order-id ranges, migration 0007):
-- nothing changes here, but both stores keep the same migration versions.
SELECT 1;
