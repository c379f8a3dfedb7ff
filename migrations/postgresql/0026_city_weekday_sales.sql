-- PostgreSQL version of migrations/0026. Roll-up per (city, ISO weekday) over the whole
-- history: daily_city_sales summed over every day of that weekday, and the city's operating
-- days of that weekday counted, which `query cities` and `query weekdays` read for a range that
-- holds every stored day (docs/SCALE.md).
CREATE TABLE city_weekday_sales (
  city_id bigint NOT NULL,
  weekday integer NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  quantity bigint NOT NULL,
  gross_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  refund_cents bigint NOT NULL,
  net_cents bigint NOT NULL,
  tickets bigint NOT NULL,
  -- Below zero only inside a trigger's statement, never after it.
  open_days bigint NOT NULL,
  PRIMARY KEY (city_id, weekday)
);

COMMENT ON TABLE city_weekday_sales IS
  'Per (city_id, ISO weekday 1 = Monday): daily_city_sales summed over the whole history, and '
  'open_days, the operating_days rows of that weekday. Kept by triggers on daily_city_sales and '
  'operating_days.';

-- Kept by statement-level triggers, whatever writes the two tables, as migration 0024 keeps
-- daily_fleet_sales: one grouped upsert per statement adds the changed rows and takes the
-- removed ones away; no row of only zeros stays behind.
CREATE FUNCTION griddle_city_weekday_sales_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO city_weekday_sales AS t (city_id, weekday, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets, open_days)
  SELECT city_id, weekday, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets), sum(open_days)
  FROM (
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, quantity, gross_cents,
      discount_cents, refund_cents, net_cents, tickets, 0 AS open_days
    FROM griddle_new_city_days
  ) changes
  GROUP BY city_id, weekday ORDER BY city_id, weekday
  ON CONFLICT (city_id, weekday) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets,
    open_days = t.open_days + excluded.open_days;
  DELETE FROM city_weekday_sales
  WHERE open_days = 0 AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0
    AND refund_cents = 0 AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_city_weekday_sales_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO city_weekday_sales AS t (city_id, weekday, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets, open_days)
  SELECT city_id, weekday, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets), sum(open_days)
  FROM (
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, quantity, gross_cents,
      discount_cents, refund_cents, net_cents, tickets, 0 AS open_days
    FROM griddle_new_city_days
    UNION ALL
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, -quantity AS quantity,
      -gross_cents AS gross_cents, -discount_cents AS discount_cents,
      -refund_cents AS refund_cents, -net_cents AS net_cents, -tickets AS tickets,
      0 AS open_days
    FROM griddle_old_city_days
  ) changes
  GROUP BY city_id, weekday ORDER BY city_id, weekday
  ON CONFLICT (city_id, weekday) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets,
    open_days = t.open_days + excluded.open_days;
  DELETE FROM city_weekday_sales
  WHERE open_days = 0 AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0
    AND refund_cents = 0 AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_city_weekday_sales_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO city_weekday_sales AS t (city_id, weekday, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets, open_days)
  SELECT city_id, weekday, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets), sum(open_days)
  FROM (
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, -quantity AS quantity,
      -gross_cents AS gross_cents, -discount_cents AS discount_cents,
      -refund_cents AS refund_cents, -net_cents AS net_cents, -tickets AS tickets,
      0 AS open_days
    FROM griddle_old_city_days
  ) changes
  GROUP BY city_id, weekday ORDER BY city_id, weekday
  ON CONFLICT (city_id, weekday) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets,
    open_days = t.open_days + excluded.open_days;
  DELETE FROM city_weekday_sales
  WHERE open_days = 0 AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0
    AND refund_cents = 0 AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_city_weekday_open_days_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO city_weekday_sales AS t (city_id, weekday, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets, open_days)
  SELECT city_id, weekday, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets), sum(open_days)
  FROM (
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, 0 AS quantity, 0 AS gross_cents,
      0 AS discount_cents, 0 AS refund_cents, 0 AS net_cents, 0 AS tickets, 1 AS open_days
    FROM griddle_new_open_days
  ) changes
  GROUP BY city_id, weekday ORDER BY city_id, weekday
  ON CONFLICT (city_id, weekday) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets,
    open_days = t.open_days + excluded.open_days;
  DELETE FROM city_weekday_sales
  WHERE open_days = 0 AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0
    AND refund_cents = 0 AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_city_weekday_open_days_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO city_weekday_sales AS t (city_id, weekday, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets, open_days)
  SELECT city_id, weekday, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets), sum(open_days)
  FROM (
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, 0 AS quantity, 0 AS gross_cents,
      0 AS discount_cents, 0 AS refund_cents, 0 AS net_cents, 0 AS tickets, 1 AS open_days
    FROM griddle_new_open_days
    UNION ALL
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, 0 AS quantity, 0 AS gross_cents,
      0 AS discount_cents, 0 AS refund_cents, 0 AS net_cents, 0 AS tickets, -1 AS open_days
    FROM griddle_old_open_days
  ) changes
  GROUP BY city_id, weekday ORDER BY city_id, weekday
  ON CONFLICT (city_id, weekday) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets,
    open_days = t.open_days + excluded.open_days;
  DELETE FROM city_weekday_sales
  WHERE open_days = 0 AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0
    AND refund_cents = 0 AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_city_weekday_open_days_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO city_weekday_sales AS t (city_id, weekday, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets, open_days)
  SELECT city_id, weekday, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets), sum(open_days)
  FROM (
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, 0 AS quantity, 0 AS gross_cents,
      0 AS discount_cents, 0 AS refund_cents, 0 AS net_cents, 0 AS tickets, -1 AS open_days
    FROM griddle_old_open_days
  ) changes
  GROUP BY city_id, weekday ORDER BY city_id, weekday
  ON CONFLICT (city_id, weekday) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets,
    open_days = t.open_days + excluded.open_days;
  DELETE FROM city_weekday_sales
  WHERE open_days = 0 AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0
    AND refund_cents = 0 AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER city_weekday_sales_insert AFTER INSERT ON daily_city_sales
  REFERENCING NEW TABLE AS griddle_new_city_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_city_weekday_sales_inserted();
CREATE TRIGGER city_weekday_sales_update AFTER UPDATE ON daily_city_sales
  REFERENCING OLD TABLE AS griddle_old_city_days NEW TABLE AS griddle_new_city_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_city_weekday_sales_updated();
CREATE TRIGGER city_weekday_sales_delete AFTER DELETE ON daily_city_sales
  REFERENCING OLD TABLE AS griddle_old_city_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_city_weekday_sales_deleted();
CREATE TRIGGER city_weekday_open_days_insert AFTER INSERT ON operating_days
  REFERENCING NEW TABLE AS griddle_new_open_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_city_weekday_open_days_inserted();
CREATE TRIGGER city_weekday_open_days_update AFTER UPDATE ON operating_days
  REFERENCING OLD TABLE AS griddle_old_open_days NEW TABLE AS griddle_new_open_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_city_weekday_open_days_updated();
CREATE TRIGGER city_weekday_open_days_delete AFTER DELETE ON operating_days
  REFERENCING OLD TABLE AS griddle_old_open_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_city_weekday_open_days_deleted();

INSERT INTO city_weekday_sales (city_id, weekday, quantity, gross_cents, discount_cents,
  refund_cents, net_cents, tickets, open_days)
SELECT city_id, weekday, sum(quantity), sum(gross_cents), sum(discount_cents), sum(refund_cents),
  sum(net_cents), sum(tickets), sum(open_days)
FROM (
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, quantity, gross_cents,
      discount_cents, refund_cents, net_cents, tickets, 0 AS open_days
    FROM daily_city_sales
    UNION ALL
    SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, 0 AS quantity, 0 AS gross_cents,
      0 AS discount_cents, 0 AS refund_cents, 0 AS net_cents, 0 AS tickets, 1 AS open_days
    FROM operating_days
) changes
GROUP BY city_id, weekday;
