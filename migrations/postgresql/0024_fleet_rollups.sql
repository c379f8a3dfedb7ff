-- PostgreSQL version of migrations/0024. Roll-up per local day for the whole fleet:
-- daily_city_sales summed over cities, which a query with no city or style filter reads (one
-- row a day instead of one per (day, city); docs/SCALE.md).
CREATE TABLE daily_fleet_sales (
  local_day integer PRIMARY KEY,
  quantity bigint NOT NULL,
  gross_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  refund_cents bigint NOT NULL,
  net_cents bigint NOT NULL,
  tickets bigint NOT NULL
);

COMMENT ON TABLE daily_fleet_sales IS
  'Per local_day (days since 1970-01-01): daily_city_sales summed over every city. Kept by triggers on daily_city_sales.';

-- Kept in step with daily_city_sales by statement-level triggers, whatever writes it, as
-- monthly_weekday_hour_sales follows hourly_sales (migration 0009): one grouped upsert per
-- statement adds the changed rows' new figures and takes their old ones away; no day of only
-- zeros stays behind (a day's whole change is applied before the check, so a day is never
-- dropped half-way).
CREATE FUNCTION griddle_daily_fleet_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_fleet_sales AS t (local_day, quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets)
  SELECT local_day, sum(quantity), sum(gross_cents), sum(discount_cents), sum(refund_cents),
    sum(net_cents), sum(tickets)
  FROM (
    SELECT local_day, quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets
    FROM griddle_new_days
  ) changes
  GROUP BY local_day ORDER BY local_day
  ON CONFLICT (local_day) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  DELETE FROM daily_fleet_sales
  WHERE quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_daily_fleet_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_fleet_sales AS t (local_day, quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets)
  SELECT local_day, sum(quantity), sum(gross_cents), sum(discount_cents), sum(refund_cents),
    sum(net_cents), sum(tickets)
  FROM (
    SELECT local_day, quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets
    FROM griddle_new_days
    UNION ALL
    SELECT local_day, -quantity AS quantity, -gross_cents AS gross_cents,
      -discount_cents AS discount_cents, -refund_cents AS refund_cents,
      -net_cents AS net_cents, -tickets AS tickets
    FROM griddle_old_days
  ) changes
  GROUP BY local_day ORDER BY local_day
  ON CONFLICT (local_day) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  DELETE FROM daily_fleet_sales
  WHERE quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_daily_fleet_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_fleet_sales AS t (local_day, quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets)
  SELECT local_day, sum(quantity), sum(gross_cents), sum(discount_cents), sum(refund_cents),
    sum(net_cents), sum(tickets)
  FROM (
    SELECT local_day, -quantity AS quantity, -gross_cents AS gross_cents,
      -discount_cents AS discount_cents, -refund_cents AS refund_cents,
      -net_cents AS net_cents, -tickets AS tickets
    FROM griddle_old_days
  ) changes
  GROUP BY local_day ORDER BY local_day
  ON CONFLICT (local_day) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  DELETE FROM daily_fleet_sales
  WHERE quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER daily_fleet_sales_insert AFTER INSERT ON daily_city_sales
  REFERENCING NEW TABLE AS griddle_new_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_daily_fleet_inserted();
CREATE TRIGGER daily_fleet_sales_update AFTER UPDATE ON daily_city_sales
  REFERENCING OLD TABLE AS griddle_old_days NEW TABLE AS griddle_new_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_daily_fleet_updated();
CREATE TRIGGER daily_fleet_sales_delete AFTER DELETE ON daily_city_sales
  REFERENCING OLD TABLE AS griddle_old_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_daily_fleet_deleted();

INSERT INTO daily_fleet_sales (local_day, quantity, gross_cents, discount_cents, refund_cents,
  net_cents, tickets)
SELECT local_day, sum(quantity), sum(gross_cents), sum(discount_cents), sum(refund_cents),
  sum(net_cents), sum(tickets)
FROM daily_city_sales GROUP BY local_day;

-- Per local day, how many cities' trucks operated (had sales or were recorded open): the
-- dates of operating_days, once each, with their count (migrations/0024 says why).
CREATE TABLE fleet_operating_days (
  local_day integer PRIMARY KEY,
  -- Zero only inside a trigger's statement, between its change and its delete.
  cities bigint NOT NULL CHECK (cities >= 0)
);

COMMENT ON TABLE fleet_operating_days IS
  'Per local_day (days since 1970-01-01): how many cities have an operating_days row. Kept by triggers on operating_days.';

-- Kept by statement-level triggers on operating_days: the count moves by the rows a statement
-- added and removed per day; a day whose count reaches zero goes. Marking a day as having had
-- sales updates had_sales only, and an update that keeps every day changes nothing.
CREATE FUNCTION griddle_fleet_operating_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fleet_operating_days AS t (local_day, cities)
  SELECT local_day, sum(change) FROM (
    SELECT local_day, 1 AS change FROM griddle_new_operating
    UNION ALL
    SELECT local_day, -1 AS change FROM griddle_old_operating
  ) changes
  GROUP BY local_day HAVING sum(change) <> 0 ORDER BY local_day
  ON CONFLICT (local_day) DO UPDATE SET cities = t.cities + excluded.cities;
  DELETE FROM fleet_operating_days WHERE cities = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_fleet_operating_days_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fleet_operating_days AS t (local_day, cities)
  SELECT local_day, count(*) FROM griddle_new_operating GROUP BY local_day ORDER BY local_day
  ON CONFLICT (local_day) DO UPDATE SET cities = t.cities + excluded.cities;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_fleet_operating_days_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE fleet_operating_days AS t SET cities = t.cities - gone.count
  FROM (SELECT local_day, count(*) AS count FROM griddle_old_operating GROUP BY local_day) gone
  WHERE t.local_day = gone.local_day;
  DELETE FROM fleet_operating_days WHERE cities = 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER fleet_operating_days_insert AFTER INSERT ON operating_days
  REFERENCING NEW TABLE AS griddle_new_operating
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_fleet_operating_days_inserted();
CREATE TRIGGER fleet_operating_days_update AFTER UPDATE ON operating_days
  REFERENCING OLD TABLE AS griddle_old_operating NEW TABLE AS griddle_new_operating
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_fleet_operating_days_changed();
CREATE TRIGGER fleet_operating_days_delete AFTER DELETE ON operating_days
  REFERENCING OLD TABLE AS griddle_old_operating
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_fleet_operating_days_deleted();

INSERT INTO fleet_operating_days (local_day, cities)
SELECT local_day, count(*) FROM operating_days GROUP BY local_day;
