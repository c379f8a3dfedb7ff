-- The twin of migrations/0021, which re-keys SQLite's order_lines by (local_day, order_id,
-- city_id, line). PostgreSQL keeps its layout (order_lines partitioned by order-id ranges,
-- migration 0007): nothing changes here, but both stores keep the same migration versions.
SELECT 1;
