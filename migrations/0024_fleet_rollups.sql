-- Roll-up per local day for the whole fleet: daily_city_sales summed over cities. A query
-- with no city or style filter (`query daily`, `query monthly`, the dashboard's totals) reads
-- one row a day here instead of one per (day, city): at 1,000 trucks over ten years that is
-- 3,652 rows instead of 3.65M (docs/SCALE.md, "What breaks first").
-- tickets: an order belongs to one city, so the cities' tickets add up to the fleet's.
CREATE TABLE daily_fleet_sales (
  local_day INTEGER PRIMARY KEY,
  quantity INTEGER NOT NULL,
  gross_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  refund_cents INTEGER NOT NULL,
  net_cents INTEGER NOT NULL,
  tickets INTEGER NOT NULL
);

-- Kept by triggers on daily_city_sales, whatever writes it (the import's writer, restatements,
-- undo, a business-day change, a rebuild): each changed (day, city) row adds its new figures
-- and takes its old ones away. One upsert by primary key a row, with no date functions. A
-- day whose figures all reach zero goes, as the writers never keep an all-zero group.
CREATE TRIGGER daily_fleet_sales_insert AFTER INSERT ON daily_city_sales BEGIN
  INSERT INTO daily_fleet_sales (local_day, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets)
  VALUES (NEW.local_day, NEW.quantity, NEW.gross_cents, NEW.discount_cents, NEW.refund_cents,
    NEW.net_cents, NEW.tickets)
  ON CONFLICT (local_day) DO UPDATE SET
    quantity = quantity + excluded.quantity,
    gross_cents = gross_cents + excluded.gross_cents,
    discount_cents = discount_cents + excluded.discount_cents,
    refund_cents = refund_cents + excluded.refund_cents,
    net_cents = net_cents + excluded.net_cents,
    tickets = tickets + excluded.tickets;
END;

-- An update keeps its key (the writers add to a group in place): the change is one UPDATE.
-- A day's figures reach zero only when its last city's row goes, and the writers delete a
-- group they leave at zero: the delete trigger below then drops the day.
CREATE TRIGGER daily_fleet_sales_update AFTER UPDATE ON daily_city_sales
WHEN OLD.local_day = NEW.local_day BEGIN
  UPDATE daily_fleet_sales SET
    quantity = quantity + NEW.quantity - OLD.quantity,
    gross_cents = gross_cents + NEW.gross_cents - OLD.gross_cents,
    discount_cents = discount_cents + NEW.discount_cents - OLD.discount_cents,
    refund_cents = refund_cents + NEW.refund_cents - OLD.refund_cents,
    net_cents = net_cents + NEW.net_cents - OLD.net_cents,
    tickets = tickets + NEW.tickets - OLD.tickets
  WHERE local_day = NEW.local_day;
END;

-- An update that moves a group to another day: taken away from one, added to the other.
CREATE TRIGGER daily_fleet_sales_move AFTER UPDATE ON daily_city_sales
WHEN OLD.local_day <> NEW.local_day BEGIN
  UPDATE daily_fleet_sales SET
    quantity = quantity - OLD.quantity,
    gross_cents = gross_cents - OLD.gross_cents,
    discount_cents = discount_cents - OLD.discount_cents,
    refund_cents = refund_cents - OLD.refund_cents,
    net_cents = net_cents - OLD.net_cents,
    tickets = tickets - OLD.tickets
  WHERE local_day = OLD.local_day;
  DELETE FROM daily_fleet_sales
  WHERE local_day = OLD.local_day AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0
    AND refund_cents = 0 AND net_cents = 0 AND tickets = 0;
  INSERT INTO daily_fleet_sales (local_day, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets)
  VALUES (NEW.local_day, NEW.quantity, NEW.gross_cents, NEW.discount_cents, NEW.refund_cents,
    NEW.net_cents, NEW.tickets)
  ON CONFLICT (local_day) DO UPDATE SET
    quantity = quantity + excluded.quantity,
    gross_cents = gross_cents + excluded.gross_cents,
    discount_cents = discount_cents + excluded.discount_cents,
    refund_cents = refund_cents + excluded.refund_cents,
    net_cents = net_cents + excluded.net_cents,
    tickets = tickets + excluded.tickets;
END;

CREATE TRIGGER daily_fleet_sales_delete AFTER DELETE ON daily_city_sales BEGIN
  UPDATE daily_fleet_sales SET
    quantity = quantity - OLD.quantity,
    gross_cents = gross_cents - OLD.gross_cents,
    discount_cents = discount_cents - OLD.discount_cents,
    refund_cents = refund_cents - OLD.refund_cents,
    net_cents = net_cents - OLD.net_cents,
    tickets = tickets - OLD.tickets
  WHERE local_day = OLD.local_day;
  DELETE FROM daily_fleet_sales
  WHERE local_day = OLD.local_day AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0
    AND refund_cents = 0 AND net_cents = 0 AND tickets = 0;
END;

INSERT INTO daily_fleet_sales (local_day, quantity, gross_cents, discount_cents, refund_cents,
  net_cents, tickets)
SELECT local_day, sum(quantity), sum(gross_cents), sum(discount_cents), sum(refund_cents),
  sum(net_cents), sum(tickets)
FROM daily_city_sales GROUP BY local_day;

-- Per local day, how many cities' trucks operated (had sales or were recorded open): the
-- dates of operating_days, once each, with their count. A selection of every city asks which
-- dates any truck operated; operating_days answers with a row per (city, day), 3.65M for
-- 1,000 trucks over ten years, where this table has one a day.
CREATE TABLE fleet_operating_days (
  local_day INTEGER PRIMARY KEY,
  cities INTEGER NOT NULL CHECK (cities > 0)
);

-- Kept by triggers on operating_days, whatever writes it. Marking a day as having had sales
-- updates had_sales only: the count does not move.
CREATE TRIGGER fleet_operating_days_insert AFTER INSERT ON operating_days BEGIN
  INSERT INTO fleet_operating_days (local_day, cities) VALUES (NEW.local_day, 1)
  ON CONFLICT (local_day) DO UPDATE SET cities = cities + 1;
END;

CREATE TRIGGER fleet_operating_days_move AFTER UPDATE ON operating_days
WHEN OLD.local_day <> NEW.local_day BEGIN
  DELETE FROM fleet_operating_days WHERE local_day = OLD.local_day AND cities = 1;
  UPDATE fleet_operating_days SET cities = cities - 1 WHERE local_day = OLD.local_day;
  INSERT INTO fleet_operating_days (local_day, cities) VALUES (NEW.local_day, 1)
  ON CONFLICT (local_day) DO UPDATE SET cities = cities + 1;
END;

CREATE TRIGGER fleet_operating_days_delete AFTER DELETE ON operating_days BEGIN
  DELETE FROM fleet_operating_days WHERE local_day = OLD.local_day AND cities = 1;
  UPDATE fleet_operating_days SET cities = cities - 1 WHERE local_day = OLD.local_day;
END;

INSERT INTO fleet_operating_days (local_day, cities)
SELECT local_day, count(*) FROM operating_days GROUP BY local_day;
