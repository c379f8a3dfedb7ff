-- PostgreSQL version of migrations/0013. SQLite now keeps monthly_weekday_hour_sales in its
-- roll-up writer; PostgreSQL keeps its statement-level triggers (one grouped upsert per
-- statement, and hourly_sales is also written by COPY and the staged upsert), so only the
-- table's meaning is recorded here, for analysts reading the catalog.
COMMENT ON TABLE monthly_weekday_hour_sales IS
  'Per (month_start, city_id, ISO weekday 1-7, local_hour): hourly_sales summed over the days of one weekday in one month; month_start is the day number (days since 1970-01-01) of the month''s first day. Kept by triggers on hourly_sales.';
