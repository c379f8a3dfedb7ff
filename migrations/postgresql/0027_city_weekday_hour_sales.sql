-- PostgreSQL version of migrations/0027. Roll-up per (city, ISO weekday, local hour) over the
-- whole history: hourly_sales summed over every day of that weekday, which `query hours` reads
-- for a range that holds every stored day (168 rows a city; docs/SCALE.md).
CREATE TABLE city_weekday_hour_sales (
  city_id bigint NOT NULL,
  weekday integer NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  local_hour integer NOT NULL CHECK (local_hour BETWEEN 0 AND 23),
  quantity bigint NOT NULL,
  gross_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  refund_cents bigint NOT NULL,
  net_cents bigint NOT NULL,
  tickets bigint NOT NULL,
  PRIMARY KEY (city_id, weekday, local_hour)
);

COMMENT ON TABLE city_weekday_hour_sales IS
  'Per (city_id, ISO weekday 1 = Monday, local_hour): hourly_sales summed over the whole '
  'history. Kept by triggers on hourly_sales.';

-- Kept by statement-level triggers on hourly_sales, whatever writes it, as
-- monthly_weekday_hour_sales is (migration 0009): one grouped upsert per statement adds the
-- changed groups' new figures and takes their old ones away; a group the statement brought to
-- all zeros goes (only the changed groups are looked at: the table has 168 rows a city).
CREATE FUNCTION griddle_city_weekday_hours_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO city_weekday_hour_sales AS t (city_id, weekday, local_hour, quantity, gross_cents,
    discount_cents, refund_cents, net_cents, tickets)
  SELECT city_id, weekday, local_hour, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets)
  FROM (
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, local_hour, quantity,
      gross_cents, discount_cents, refund_cents, net_cents, tickets
    FROM griddle_new_hours
  ) changes
  GROUP BY city_id, weekday, local_hour ORDER BY city_id, weekday, local_hour
  ON CONFLICT (city_id, weekday, local_hour) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  DELETE FROM city_weekday_hour_sales
  WHERE (city_id, weekday, local_hour) IN (
    SELECT city_id, (local_day + 1400003) % 7 + 1, local_hour FROM griddle_new_hours
  ) AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_city_weekday_hours_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO city_weekday_hour_sales AS t (city_id, weekday, local_hour, quantity, gross_cents,
    discount_cents, refund_cents, net_cents, tickets)
  SELECT city_id, weekday, local_hour, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets)
  FROM (
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, local_hour, quantity,
      gross_cents, discount_cents, refund_cents, net_cents, tickets
    FROM griddle_new_hours
    UNION ALL
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, local_hour, -quantity AS quantity,
      -gross_cents AS gross_cents, -discount_cents AS discount_cents,
      -refund_cents AS refund_cents, -net_cents AS net_cents, -tickets AS tickets
    FROM griddle_old_hours
  ) changes
  GROUP BY city_id, weekday, local_hour ORDER BY city_id, weekday, local_hour
  ON CONFLICT (city_id, weekday, local_hour) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  DELETE FROM city_weekday_hour_sales
  WHERE (city_id, weekday, local_hour) IN (
    SELECT city_id, (local_day + 1400003) % 7 + 1, local_hour FROM griddle_new_hours
    UNION
    SELECT city_id, (local_day + 1400003) % 7 + 1, local_hour FROM griddle_old_hours
  ) AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_city_weekday_hours_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO city_weekday_hour_sales AS t (city_id, weekday, local_hour, quantity, gross_cents,
    discount_cents, refund_cents, net_cents, tickets)
  SELECT city_id, weekday, local_hour, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets)
  FROM (
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, local_hour, -quantity AS quantity,
      -gross_cents AS gross_cents, -discount_cents AS discount_cents,
      -refund_cents AS refund_cents, -net_cents AS net_cents, -tickets AS tickets
    FROM griddle_old_hours
  ) changes
  GROUP BY city_id, weekday, local_hour ORDER BY city_id, weekday, local_hour
  ON CONFLICT (city_id, weekday, local_hour) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  DELETE FROM city_weekday_hour_sales
  WHERE (city_id, weekday, local_hour) IN (
    SELECT city_id, (local_day + 1400003) % 7 + 1, local_hour FROM griddle_old_hours
  ) AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER city_weekday_hour_sales_insert AFTER INSERT ON hourly_sales
  REFERENCING NEW TABLE AS griddle_new_hours
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_city_weekday_hours_inserted();
CREATE TRIGGER city_weekday_hour_sales_update AFTER UPDATE ON hourly_sales
  REFERENCING OLD TABLE AS griddle_old_hours NEW TABLE AS griddle_new_hours
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_city_weekday_hours_updated();
CREATE TRIGGER city_weekday_hour_sales_delete AFTER DELETE ON hourly_sales
  REFERENCING OLD TABLE AS griddle_old_hours
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_city_weekday_hours_deleted();

INSERT INTO city_weekday_hour_sales (city_id, weekday, local_hour, quantity, gross_cents,
  discount_cents, refund_cents, net_cents, tickets)
SELECT city_id, (local_day + 1400003) % 7 + 1, local_hour, sum(quantity), sum(gross_cents),
  sum(discount_cents), sum(refund_cents), sum(net_cents), sum(tickets)
FROM hourly_sales
GROUP BY 1, 2, 3
HAVING sum(quantity) <> 0 OR sum(gross_cents) <> 0 OR sum(discount_cents) <> 0
  OR sum(refund_cents) <> 0 OR sum(net_cents) <> 0 OR sum(tickets) <> 0;
