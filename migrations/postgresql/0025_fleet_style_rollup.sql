-- PostgreSQL version of migrations/0025. Roll-up per (local day, style) for the whole fleet:
-- daily_style_sales summed over cities, which `query styles` with no city filter reads (a row
-- per (day, style) instead of one per (day, city, style); docs/SCALE.md).
CREATE TABLE daily_fleet_style_sales (
  local_day integer NOT NULL,
  style_id bigint NOT NULL,
  quantity bigint NOT NULL,
  gross_cents bigint NOT NULL,
  discount_cents bigint NOT NULL,
  refund_cents bigint NOT NULL,
  net_cents bigint NOT NULL,
  tickets bigint NOT NULL,
  PRIMARY KEY (local_day, style_id)
);

COMMENT ON TABLE daily_fleet_style_sales IS
  'Per (local_day, style_id): daily_style_sales summed over every city. Kept by triggers on daily_style_sales.';

-- Kept in step with daily_style_sales by statement-level triggers, whatever writes it, as
-- migration 0024 keeps daily_fleet_sales: one grouped upsert per statement adds the changed
-- rows' new figures and takes their old ones away; no group of only zeros stays behind.
CREATE FUNCTION griddle_daily_fleet_style_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_fleet_style_sales AS t (local_day, style_id, quantity, gross_cents,
    discount_cents, refund_cents, net_cents, tickets)
  SELECT local_day, style_id, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets)
  FROM (
    SELECT local_day, style_id, quantity, gross_cents, discount_cents, refund_cents,
      net_cents, tickets
    FROM griddle_new_style_days
  ) changes
  GROUP BY local_day, style_id ORDER BY local_day, style_id
  ON CONFLICT (local_day, style_id) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  DELETE FROM daily_fleet_style_sales
  WHERE quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_daily_fleet_style_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_fleet_style_sales AS t (local_day, style_id, quantity, gross_cents,
    discount_cents, refund_cents, net_cents, tickets)
  SELECT local_day, style_id, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets)
  FROM (
    SELECT local_day, style_id, quantity, gross_cents, discount_cents, refund_cents,
      net_cents, tickets
    FROM griddle_new_style_days
    UNION ALL
    SELECT local_day, style_id, -quantity AS quantity, -gross_cents AS gross_cents,
      -discount_cents AS discount_cents, -refund_cents AS refund_cents,
      -net_cents AS net_cents, -tickets AS tickets
    FROM griddle_old_style_days
  ) changes
  GROUP BY local_day, style_id ORDER BY local_day, style_id
  ON CONFLICT (local_day, style_id) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  DELETE FROM daily_fleet_style_sales
  WHERE quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE FUNCTION griddle_daily_fleet_style_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_fleet_style_sales AS t (local_day, style_id, quantity, gross_cents,
    discount_cents, refund_cents, net_cents, tickets)
  SELECT local_day, style_id, sum(quantity), sum(gross_cents), sum(discount_cents),
    sum(refund_cents), sum(net_cents), sum(tickets)
  FROM (
    SELECT local_day, style_id, -quantity AS quantity, -gross_cents AS gross_cents,
      -discount_cents AS discount_cents, -refund_cents AS refund_cents,
      -net_cents AS net_cents, -tickets AS tickets
    FROM griddle_old_style_days
  ) changes
  GROUP BY local_day, style_id ORDER BY local_day, style_id
  ON CONFLICT (local_day, style_id) DO UPDATE SET
    quantity = t.quantity + excluded.quantity,
    gross_cents = t.gross_cents + excluded.gross_cents,
    discount_cents = t.discount_cents + excluded.discount_cents,
    refund_cents = t.refund_cents + excluded.refund_cents,
    net_cents = t.net_cents + excluded.net_cents,
    tickets = t.tickets + excluded.tickets;
  DELETE FROM daily_fleet_style_sales
  WHERE quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER daily_fleet_style_sales_insert AFTER INSERT ON daily_style_sales
  REFERENCING NEW TABLE AS griddle_new_style_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_daily_fleet_style_inserted();
CREATE TRIGGER daily_fleet_style_sales_update AFTER UPDATE ON daily_style_sales
  REFERENCING OLD TABLE AS griddle_old_style_days NEW TABLE AS griddle_new_style_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_daily_fleet_style_updated();
CREATE TRIGGER daily_fleet_style_sales_delete AFTER DELETE ON daily_style_sales
  REFERENCING OLD TABLE AS griddle_old_style_days
  FOR EACH STATEMENT EXECUTE FUNCTION griddle_daily_fleet_style_deleted();

INSERT INTO daily_fleet_style_sales (local_day, style_id, quantity, gross_cents,
  discount_cents, refund_cents, net_cents, tickets)
SELECT local_day, style_id, sum(quantity), sum(gross_cents), sum(discount_cents),
  sum(refund_cents), sum(net_cents), sum(tickets)
FROM daily_style_sales GROUP BY local_day, style_id;
