-- PostgreSQL version of migrations/0009. Roll-up per (month, city, ISO weekday, local hour):
-- the per-hour roll-up summed over the days of one weekday in one month. month_start: the day
-- number of the month's first day; weekday 1 (Monday) … 7.
CREATE TABLE monthly_weekday_hour_sales (
  month_start integer NOT NULL,
  city_id bigint NOT NULL,
  weekday integer NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  local_hour integer NOT NULL CHECK (local_hour BETWEEN 0 AND 23),
  quantity bigint NOT NULL,
  gross_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  refund_cents bigint NOT NULL,
  net_cents bigint NOT NULL,
  tickets bigint NOT NULL,
  PRIMARY KEY (month_start, city_id, weekday, local_hour)
);

-- Kept in step with hourly_sales by statement-level triggers, whatever writes it (the store's
-- roll-up writer, COPY, the import's staged upsert): one grouped upsert per statement adds the
-- changed groups' new figures and takes their old ones away. (A trigger with transition
-- tables has one event, hence one function per event.)
CREATE FUNCTION griddle_monthly_weekday_hours_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_weekday_hour_sales AS t (month_start, city_id, weekday, local_hour,
    quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets)
  SELECT date_trunc('month', date '1970-01-01' + local_day)::date - date '1970-01-01',
    city_id, (local_day + 1400003) % 7 + 1, local_hour, sum(quantity), sum(gross_cents),
    sum(discount_cents), sum(refund_cents), sum(net_cents), sum(tickets)
  FROM (
    SELECT local_day, city_id, local_hour, quantity, gross_cents, discount_cents, refund_cents,
      net_cents, tickets
    FROM griddle_new_hours
  ) changes
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (month_start, city_id, weekday, local_hour) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_monthly_weekday_hours_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_weekday_hour_sales AS t (month_start, city_id, weekday, local_hour,
    quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets)
  SELECT date_trunc('month', date '1970-01-01' + local_day)::date - date '1970-01-01',
    city_id, (local_day + 1400003) % 7 + 1, local_hour, sum(quantity), sum(gross_cents),
    sum(discount_cents), sum(refund_cents), sum(net_cents), sum(tickets)
  FROM (
    SELECT local_day, city_id, local_hour, quantity, gross_cents, discount_cents, refund_cents,
      net_cents, tickets
    FROM griddle_new_hours
    UNION ALL
    SELECT local_day, city_id, local_hour, -quantity AS quantity,
      -gross_cents AS gross_cents, -discount_cents AS discount_cents,
      -refund_cents AS refund_cents, -net_cents AS net_cents, -tickets AS tickets
    FROM griddle_old_hours
  ) changes
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (month_start, city_id, weekday, local_hour) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_monthly_weekday_hours_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO monthly_weekday_hour_sales AS t (month_start, city_id, weekday, local_hour,
    quantity, gross_cents, discount_cents, refund_cents, net_cents, tickets)
  SELECT date_trunc('month', date '1970-01-01' + local_day)::date - date '1970-01-01',
    city_id, (local_day + 1400003) % 7 + 1, local_hour, sum(quantity), sum(gross_cents),
    sum(discount_cents), sum(refund_cents), sum(net_cents), sum(tickets)
  FROM (
    SELECT local_day, city_id, local_hour, -quantity AS quantity,
      -gross_cents AS gross_cents, -discount_cents AS discount_cents,
      -refund_cents AS refund_cents, -net_cents AS net_cents, -tickets AS tickets
    FROM griddle_old_hours
  ) changes
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (month_start, city_id, weekday, local_hour) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  -- No group of only zeros stays behind (the rebuild deletes every group first).
  DELETE FROM monthly_weekday_hour_sales
  WHERE quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER monthly_weekday_hour_sales_insert AFTER INSERT ON hourly_sales
  REFERENCING NEW TABLE AS griddle_new_hours
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_monthly_weekday_hours_inserted();
CREATE TRIGGER monthly_weekday_hour_sales_update AFTER UPDATE ON hourly_sales
  REFERENCING OLD TABLE AS griddle_old_hours NEW TABLE AS griddle_new_hours
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_monthly_weekday_hours_updated();
CREATE TRIGGER monthly_weekday_hour_sales_delete AFTER DELETE ON hourly_sales
  REFERENCING OLD TABLE AS griddle_old_hours
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_monthly_weekday_hours_deleted();

INSERT INTO monthly_weekday_hour_sales (month_start, city_id, weekday, local_hour, quantity,
  gross_cents, discount_cents, refund_cents, net_cents, tickets)
SELECT date_trunc('month', date '1970-01-01' + local_day)::date - date '1970-01-01',
  city_id, (local_day + 1400003) % 7 + 1, local_hour, sum(quantity), sum(gross_cents),
  sum(discount_cents), sum(refund_cents), sum(net_cents), sum(tickets)
FROM hourly_sales GROUP BY 1, 2, 3, 4;
