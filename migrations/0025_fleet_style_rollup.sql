-- Roll-up per (local day, style) for the whole fleet: daily_style_sales summed over cities.
-- `query styles` with no city filter (and the dashboard's style totals) reads a row per (day,
-- style) here instead of one per (day, city, style): for 1,000 trucks over ten years, 22k rows
-- instead of 22M, which took 8.7-11 s to decode (docs/SCALE.md, "What breaks first").
-- tickets: an order belongs to one city, so the cities' tickets of a style add up to the fleet's.
CREATE TABLE daily_fleet_style_sales (
  local_day INTEGER NOT NULL,
  style_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  gross_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  refund_cents INTEGER NOT NULL,
  net_cents INTEGER NOT NULL,
  tickets INTEGER NOT NULL,
  PRIMARY KEY (local_day, style_id)
) WITHOUT ROWID;

-- Kept by triggers on daily_style_sales, whatever writes it, as migration 0024 keeps
-- daily_fleet_sales: each changed (day, city, style) row adds its new figures and takes its old
-- ones away; a (day, style) whose figures all reach zero goes.
CREATE TRIGGER daily_fleet_style_sales_insert AFTER INSERT ON daily_style_sales BEGIN
  INSERT INTO daily_fleet_style_sales (local_day, style_id, quantity, gross_cents,
    discount_cents, refund_cents, net_cents, tickets)
  VALUES (NEW.local_day, NEW.style_id, NEW.quantity, NEW.gross_cents, NEW.discount_cents,
    NEW.refund_cents, NEW.net_cents, NEW.tickets)
  ON CONFLICT (local_day, style_id) DO UPDATE SET
    quantity = quantity + excluded.quantity,
    gross_cents = gross_cents + excluded.gross_cents,
    discount_cents = discount_cents + excluded.discount_cents,
    refund_cents = refund_cents + excluded.refund_cents,
    net_cents = net_cents + excluded.net_cents,
    tickets = tickets + excluded.tickets;
END;

-- An update that keeps its key (the writers add to a group in place) is one UPDATE. A (day,
-- style) reaches zero only when its last city's row goes, and the writers delete a group they
-- leave at zero: the delete trigger then drops it.
CREATE TRIGGER daily_fleet_style_sales_update AFTER UPDATE ON daily_style_sales
WHEN OLD.local_day = NEW.local_day AND OLD.style_id = NEW.style_id BEGIN
  UPDATE daily_fleet_style_sales SET
    quantity = quantity + NEW.quantity - OLD.quantity,
    gross_cents = gross_cents + NEW.gross_cents - OLD.gross_cents,
    discount_cents = discount_cents + NEW.discount_cents - OLD.discount_cents,
    refund_cents = refund_cents + NEW.refund_cents - OLD.refund_cents,
    net_cents = net_cents + NEW.net_cents - OLD.net_cents,
    tickets = tickets + NEW.tickets - OLD.tickets
  WHERE local_day = NEW.local_day AND style_id = NEW.style_id;
END;

-- An update that moves a group to another day or style: taken away from one, added to the other.
CREATE TRIGGER daily_fleet_style_sales_move AFTER UPDATE ON daily_style_sales
WHEN OLD.local_day <> NEW.local_day OR OLD.style_id <> NEW.style_id BEGIN
  UPDATE daily_fleet_style_sales SET
    quantity = quantity - OLD.quantity,
    gross_cents = gross_cents - OLD.gross_cents,
    discount_cents = discount_cents - OLD.discount_cents,
    refund_cents = refund_cents - OLD.refund_cents,
    net_cents = net_cents - OLD.net_cents,
    tickets = tickets - OLD.tickets
  WHERE local_day = OLD.local_day AND style_id = OLD.style_id;
  DELETE FROM daily_fleet_style_sales
  WHERE local_day = OLD.local_day AND style_id = OLD.style_id AND quantity = 0
    AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0 AND net_cents = 0
    AND tickets = 0;
  INSERT INTO daily_fleet_style_sales (local_day, style_id, quantity, gross_cents,
    discount_cents, refund_cents, net_cents, tickets)
  VALUES (NEW.local_day, NEW.style_id, NEW.quantity, NEW.gross_cents, NEW.discount_cents,
    NEW.refund_cents, NEW.net_cents, NEW.tickets)
  ON CONFLICT (local_day, style_id) DO UPDATE SET
    quantity = quantity + excluded.quantity,
    gross_cents = gross_cents + excluded.gross_cents,
    discount_cents = discount_cents + excluded.discount_cents,
    refund_cents = refund_cents + excluded.refund_cents,
    net_cents = net_cents + excluded.net_cents,
    tickets = tickets + excluded.tickets;
END;

CREATE TRIGGER daily_fleet_style_sales_delete AFTER DELETE ON daily_style_sales BEGIN
  UPDATE daily_fleet_style_sales SET
    quantity = quantity - OLD.quantity,
    gross_cents = gross_cents - OLD.gross_cents,
    discount_cents = discount_cents - OLD.discount_cents,
    refund_cents = refund_cents - OLD.refund_cents,
    net_cents = net_cents - OLD.net_cents,
    tickets = tickets - OLD.tickets
  WHERE local_day = OLD.local_day AND style_id = OLD.style_id;
  DELETE FROM daily_fleet_style_sales
  WHERE local_day = OLD.local_day AND style_id = OLD.style_id AND quantity = 0
    AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0 AND net_cents = 0
    AND tickets = 0;
END;

INSERT INTO daily_fleet_style_sales (local_day, style_id, quantity, gross_cents,
  discount_cents, refund_cents, net_cents, tickets)
SELECT local_day, style_id, sum(quantity), sum(gross_cents), sum(discount_cents),
  sum(refund_cents), sum(net_cents), sum(tickets)
FROM daily_style_sales GROUP BY local_day, style_id;
