-- Roll-up per (month, city, ISO weekday, local hour): the per-hour roll-up summed over the
-- days of one weekday in one month. `query hours` and the report's busy hours read whole
-- months here and only the partial months at the ends of a range from hourly_sales (about 4x
-- fewer rows over a long range; the hourly rows were most of that query's time).
-- month_start: the day number of the month's first day. weekday: 1 (Monday) … 7, from the day
-- number as the readers compute it (day 0, 1970-01-01, was a Thursday).
CREATE TABLE monthly_weekday_hour_sales (
  month_start INTEGER NOT NULL,
  city_id INTEGER NOT NULL,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  local_hour INTEGER NOT NULL CHECK (local_hour BETWEEN 0 AND 23),
  quantity INTEGER NOT NULL,
  gross_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  refund_cents INTEGER NOT NULL,
  net_cents INTEGER NOT NULL,
  tickets INTEGER NOT NULL,
  PRIMARY KEY (month_start, city_id, weekday, local_hour)
) WITHOUT ROWID;

-- Kept in step with hourly_sales by triggers, whatever writes it (the store's roll-up writer,
-- the rebuild, a hand-edited database): a group's change is added to its month's group.
CREATE TRIGGER monthly_weekday_hour_sales_insert AFTER INSERT ON hourly_sales BEGIN
  INSERT INTO monthly_weekday_hour_sales (month_start, city_id, weekday, local_hour, quantity,
    gross_cents, discount_cents, refund_cents, net_cents, tickets)
  VALUES (
    CAST(julianday(date(NEW.local_day * 86400, 'unixepoch', 'start of month')) - 2440587.5
      AS INTEGER),
    NEW.city_id, (NEW.local_day + 1400003) % 7 + 1, NEW.local_hour, NEW.quantity,
    NEW.gross_cents, NEW.discount_cents, NEW.refund_cents, NEW.net_cents, NEW.tickets)
  ON CONFLICT (month_start, city_id, weekday, local_hour) DO UPDATE SET
    quantity = quantity + excluded.quantity,
    gross_cents = gross_cents + excluded.gross_cents,
    discount_cents = discount_cents + excluded.discount_cents,
    refund_cents = refund_cents + excluded.refund_cents,
    net_cents = net_cents + excluded.net_cents,
    tickets = tickets + excluded.tickets;
END;

-- An upsert's update never changes a group's key: its change goes to the month's group, which
-- the insert (or the backfill below) made.
CREATE TRIGGER monthly_weekday_hour_sales_update AFTER UPDATE ON hourly_sales BEGIN
  UPDATE monthly_weekday_hour_sales SET
    quantity = quantity + NEW.quantity - OLD.quantity,
    gross_cents = gross_cents + NEW.gross_cents - OLD.gross_cents,
    discount_cents = discount_cents + NEW.discount_cents - OLD.discount_cents,
    refund_cents = refund_cents + NEW.refund_cents - OLD.refund_cents,
    net_cents = net_cents + NEW.net_cents - OLD.net_cents,
    tickets = tickets + NEW.tickets - OLD.tickets
  WHERE month_start = CAST(julianday(date(NEW.local_day * 86400, 'unixepoch', 'start of month'))
      - 2440587.5 AS INTEGER)
    AND city_id = NEW.city_id AND weekday = (NEW.local_day + 1400003) % 7 + 1
    AND local_hour = NEW.local_hour;
END;

-- A removed group leaves its month's group, and no group of only zeros stays behind (the
-- rebuild deletes every hourly group before adding them back).
CREATE TRIGGER monthly_weekday_hour_sales_delete AFTER DELETE ON hourly_sales BEGIN
  UPDATE monthly_weekday_hour_sales SET
    quantity = quantity - OLD.quantity,
    gross_cents = gross_cents - OLD.gross_cents,
    discount_cents = discount_cents - OLD.discount_cents,
    refund_cents = refund_cents - OLD.refund_cents,
    net_cents = net_cents - OLD.net_cents,
    tickets = tickets - OLD.tickets
  WHERE month_start = CAST(julianday(date(OLD.local_day * 86400, 'unixepoch', 'start of month'))
      - 2440587.5 AS INTEGER)
    AND city_id = OLD.city_id AND weekday = (OLD.local_day + 1400003) % 7 + 1
    AND local_hour = OLD.local_hour;
  DELETE FROM monthly_weekday_hour_sales
  WHERE month_start = CAST(julianday(date(OLD.local_day * 86400, 'unixepoch', 'start of month'))
      - 2440587.5 AS INTEGER)
    AND city_id = OLD.city_id AND weekday = (OLD.local_day + 1400003) % 7 + 1
    AND local_hour = OLD.local_hour
    AND quantity = 0 AND gross_cents = 0 AND discount_cents = 0 AND refund_cents = 0
    AND net_cents = 0 AND tickets = 0;
END;

INSERT INTO monthly_weekday_hour_sales (month_start, city_id, weekday, local_hour, quantity,
  gross_cents, discount_cents, refund_cents, net_cents, tickets)
SELECT CAST(julianday(date(local_day * 86400, 'unixepoch', 'start of month')) - 2440587.5
    AS INTEGER),
  city_id, (local_day + 1400003) % 7 + 1, local_hour, sum(quantity), sum(gross_cents),
  sum(discount_cents), sum(refund_cents), sum(net_cents), sum(tickets)
FROM hourly_sales GROUP BY 1, 2, 3, 4;
