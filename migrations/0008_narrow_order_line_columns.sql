-- The twin of migrations/postgresql/0008, which gives PostgreSQL's order_lines narrower
-- integer types so that a large import writes less. SQLite stores every integer in as few
-- bytes as its value needs already: nothing changes here, but both stores keep the same
-- migration versions.
SELECT 1;
