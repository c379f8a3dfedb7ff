-- Roll-up per (city, ISO weekday) over the whole history: daily_city_sales summed over every
-- day of that weekday, and the city's operating days of that weekday counted. `query cities` and
-- `query weekdays` over a range that holds every stored day (the whole history) read 7 rows a
-- city here instead of a row per (day, city) and per operating day: for 1,000 trucks over ten
-- years, 7,000 rows instead of 7.3M, which took 2.8-3.3 s (docs/SCALE.md).
-- weekday: 1 = Monday … 7 = Sunday, from local_day as every weekday reader computes it (day 0,
-- 1970-01-01, was a Thursday; 1,400,000 = 7 × 200,000 keeps the dividend positive).
CREATE TABLE city_weekday_sales (
  city_id INTEGER NOT NULL,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  quantity INTEGER NOT NULL,
  gross_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  refund_cents INTEGER NOT NULL,
  net_cents INTEGER NOT NULL,
  tickets INTEGER NOT NULL,
  open_days INTEGER NOT NULL CHECK (open_days >= 0),
  PRIMARY KEY (city_id, weekday)
) WITHOUT ROWID;

-- The figures are kept by triggers on daily_city_sales, whatever writes it, as migration 0024
-- keeps daily_fleet_sales; the operating days by triggers on operating_days. A row whose
-- figures and count all reach zero goes.
CREATE TRIGGER city_weekday_sales_insert AFTER INSERT ON daily_city_sales BEGIN
  INSERT INTO city_weekday_sales (city_id, weekday, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets, open_days)
  VALUES (NEW.city_id, (NEW.local_day + 1400003) % 7 + 1, NEW.quantity, NEW.gross_cents,
    NEW.discount_cents, NEW.refund_cents, NEW.net_cents, NEW.tickets, 0)
  ON CONFLICT (city_id, weekday) DO UPDATE SET
    quantity = quantity + excluded.quantity,
    gross_cents = gross_cents + excluded.gross_cents,
    discount_cents = discount_cents + excluded.discount_cents,
    refund_cents = refund_cents + excluded.refund_cents,
    net_cents = net_cents + excluded.net_cents,
    tickets = tickets + excluded.tickets;
END;

-- An update that keeps its key (the writers add to a group in place) is one UPDATE.
CREATE TRIGGER city_weekday_sales_update AFTER UPDATE ON daily_city_sales
WHEN OLD.local_day = NEW.local_day AND OLD.city_id = NEW.city_id BEGIN
  UPDATE city_weekday_sales SET
    quantity = quantity + NEW.quantity - OLD.quantity,
    gross_cents = gross_cents + NEW.gross_cents - OLD.gross_cents,
    discount_cents = discount_cents + NEW.discount_cents - OLD.discount_cents,
    refund_cents = refund_cents + NEW.refund_cents - OLD.refund_cents,
    net_cents = net_cents + NEW.net_cents - OLD.net_cents,
    tickets = tickets + NEW.tickets - OLD.tickets
  WHERE city_id = NEW.city_id AND weekday = (NEW.local_day + 1400003) % 7 + 1;
END;

-- An update that moves a group to another day or city: taken away from one, added to the other.
CREATE TRIGGER city_weekday_sales_move AFTER UPDATE ON daily_city_sales
WHEN OLD.local_day <> NEW.local_day OR OLD.city_id <> NEW.city_id BEGIN
  UPDATE city_weekday_sales SET
    quantity = quantity - OLD.quantity,
    gross_cents = gross_cents - OLD.gross_cents,
    discount_cents = discount_cents - OLD.discount_cents,
    refund_cents = refund_cents - OLD.refund_cents,
    net_cents = net_cents - OLD.net_cents,
    tickets = tickets - OLD.tickets
  WHERE city_id = OLD.city_id AND weekday = (OLD.local_day + 1400003) % 7 + 1;
  DELETE FROM city_weekday_sales
  WHERE city_id = OLD.city_id AND weekday = (OLD.local_day + 1400003) % 7 + 1 AND open_days = 0
    AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  INSERT INTO city_weekday_sales (city_id, weekday, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets, open_days)
  VALUES (NEW.city_id, (NEW.local_day + 1400003) % 7 + 1, NEW.quantity, NEW.gross_cents,
    NEW.discount_cents, NEW.refund_cents, NEW.net_cents, NEW.tickets, 0)
  ON CONFLICT (city_id, weekday) DO UPDATE SET
    quantity = quantity + excluded.quantity,
    gross_cents = gross_cents + excluded.gross_cents,
    discount_cents = discount_cents + excluded.discount_cents,
    refund_cents = refund_cents + excluded.refund_cents,
    net_cents = net_cents + excluded.net_cents,
    tickets = tickets + excluded.tickets;
END;

CREATE TRIGGER city_weekday_sales_delete AFTER DELETE ON daily_city_sales BEGIN
  UPDATE city_weekday_sales SET
    quantity = quantity - OLD.quantity,
    gross_cents = gross_cents - OLD.gross_cents,
    discount_cents = discount_cents - OLD.discount_cents,
    refund_cents = refund_cents - OLD.refund_cents,
    net_cents = net_cents - OLD.net_cents,
    tickets = tickets - OLD.tickets
  WHERE city_id = OLD.city_id AND weekday = (OLD.local_day + 1400003) % 7 + 1;
  DELETE FROM city_weekday_sales
  WHERE city_id = OLD.city_id AND weekday = (OLD.local_day + 1400003) % 7 + 1 AND open_days = 0
    AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
END;

-- Marking a day as having had sales updates had_sales only: the count does not move.
CREATE TRIGGER city_weekday_open_days_insert AFTER INSERT ON operating_days BEGIN
  INSERT INTO city_weekday_sales (city_id, weekday, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets, open_days)
  VALUES (NEW.city_id, (NEW.local_day + 1400003) % 7 + 1, 0, 0, 0, 0, 0, 0, 1)
  ON CONFLICT (city_id, weekday) DO UPDATE SET open_days = open_days + 1;
END;

CREATE TRIGGER city_weekday_open_days_move AFTER UPDATE ON operating_days
WHEN OLD.local_day <> NEW.local_day OR OLD.city_id <> NEW.city_id BEGIN
  UPDATE city_weekday_sales SET open_days = open_days - 1
  WHERE city_id = OLD.city_id AND weekday = (OLD.local_day + 1400003) % 7 + 1;
  DELETE FROM city_weekday_sales
  WHERE city_id = OLD.city_id AND weekday = (OLD.local_day + 1400003) % 7 + 1 AND open_days = 0
    AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
  INSERT INTO city_weekday_sales (city_id, weekday, quantity, gross_cents, discount_cents,
    refund_cents, net_cents, tickets, open_days)
  VALUES (NEW.city_id, (NEW.local_day + 1400003) % 7 + 1, 0, 0, 0, 0, 0, 0, 1)
  ON CONFLICT (city_id, weekday) DO UPDATE SET open_days = open_days + 1;
END;

CREATE TRIGGER city_weekday_open_days_delete AFTER DELETE ON operating_days BEGIN
  UPDATE city_weekday_sales SET open_days = open_days - 1
  WHERE city_id = OLD.city_id AND weekday = (OLD.local_day + 1400003) % 7 + 1;
  DELETE FROM city_weekday_sales
  WHERE city_id = OLD.city_id AND weekday = (OLD.local_day + 1400003) % 7 + 1 AND open_days = 0
    AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
END;

INSERT INTO city_weekday_sales (city_id, weekday, quantity, gross_cents, discount_cents,
  refund_cents, net_cents, tickets, open_days)
SELECT city_id, weekday, sum(quantity), sum(gross_cents), sum(discount_cents), sum(refund_cents),
  sum(net_cents), sum(tickets), sum(open_days)
FROM (
  SELECT city_id, (local_day + 1400003) % 7 + 1 AS weekday, quantity, gross_cents,
    discount_cents, refund_cents, net_cents, tickets, 0 AS open_days
  FROM daily_city_sales
  UNION ALL
  SELECT city_id, (local_day + 1400003) % 7 + 1, 0, 0, 0, 0, 0, 0, 1 FROM operating_days
)
GROUP BY city_id, weekday;
