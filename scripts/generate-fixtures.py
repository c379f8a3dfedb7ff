#!/usr/bin/env python3
"""Generates fixtures/orders.csv and fixtures/griddle.json: the pancake data set of the WWDC22
session "Swift Charts: Raise the bar" (seeds/000_*.txt), as point-of-sale orders.

Deterministic: the same script always writes byte-identical files (its own SplitMix64 generator,
no dependence on Python's `random`, hash seeds or the machine's time zone). Run it from the
repository root:

    python3 scripts/generate-fixtures.py

What the orders reproduce exactly (local days, America/Los_Angeles):
- daily totals 2022-05-08 ... 2022-06-06: the session's 30 values;
- style totals over those 30 days: Cachapa 916, Injera 850, Crepe 802, Jian Bing 753, Dosa 654,
  American 618;
- per month July 2021 ... May 2022: the session's quantity, daily minimum and daily maximum, with
  every day of the month an operating day, so that quantity / days rounded to the nearest integer
  is the session's daily average (no average falls on .5, so the tie rule never matters);
- June 2022 follows from the daily list (1016, min 123, max 250), not from the session's
  contradictory June row (1023, min 120);
- Cupertino and San Francisco on 2022-05-02 ... 2022-05-07: the session's city table. Its Sunday
  pair (67 + 137 = 204) contradicts the daily list (168 on 2022-05-08), so that day is split in
  the same proportion instead: Cupertino 55, San Francisco 113.
Everything else (the days outside those tables, the split between cities and styles, order
sizes, times of day, timestamp forms, the occasional explicit price) is generated.
"""

import csv
import datetime as dt
import io
import json
import os
import sys
from zoneinfo import ZoneInfo

ZONE = ZoneInfo("America/Los_Angeles")
CITIES = ["Cupertino", "San Francisco"]
# Menu prices in cents, used when an order carries no unit_price_cents.
STYLES = [
    ("Cachapa", 650),
    ("Injera", 600),
    ("Crêpe", 700),
    ("Jian Bing", 550),
    ("Dosa", 600),
    ("American", 500),
]

DAILY_SALES = [168, 117, 106, 119, 109, 104, 196, 172, 122, 115, 138, 110, 106, 187, 187,
               119, 160, 144, 152, 148, 240, 242, 173, 143, 137, 123, 146, 214, 250, 146]
DAILY_FIRST = dt.date(2022, 5, 8)
STYLE_TOTALS = {"Cachapa": 916, "Injera": 850, "Crêpe": 802, "Jian Bing": 753, "Dosa": 654,
                "American": 618}
# (year, month): (quantity, daily min, daily max, session's rounded daily average)
MONTHLY = {
    (2021, 7): (3952, 95, 194, 127), (2021, 8): (4044, 96, 189, 130),
    (2021, 9): (3930, 101, 184, 131), (2021, 10): (4217, 96, 193, 136),
    (2021, 11): (4006, 104, 202, 134), (2021, 12): (3994, 96, 190, 129),
    (2022, 1): (4202, 96, 203, 136), (2022, 2): (3749, 98, 200, 134),
    (2022, 3): (4329, 104, 218, 140), (2022, 4): (4084, 93, 221, 136),
    (2022, 5): (4559, 104, 242, 147),
}
# The session's city table, Monday 2022-05-02 ... Saturday 2022-05-07.
CITY_WEEK = {
    "Cupertino": [54, 42, 88, 49, 42, 125],
    "San Francisco": [81, 90, 52, 72, 84, 84],
}
CITY_WEEK_FIRST = dt.date(2022, 5, 2)
# 2022-05-08: the session's 67 / 137 scaled to the daily list's 168.
SUNDAY_SPLIT = {"Cupertino": 55, "San Francisco": 113}

FIRST_DAY = dt.date(2021, 7, 1)
LAST_DAY = dt.date(2022, 6, 6)
# Opening hours (local), half-open [open, close) in minutes after midnight.
HOURS = {"Cupertino": (10 * 60, 19 * 60), "San Francisco": (9 * 60, 21 * 60)}
# Weekend trade is busier, as in the session's daily list.
WEEKDAY_FACTOR = [0.93, 0.88, 0.95, 0.93, 1.0, 1.32, 1.22]  # Monday ... Sunday


class SplitMix64:
    """A tiny deterministic generator, so the output never depends on Python's `random`."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFFFFFFFFFF

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def uniform(self):
        return (self.next() >> 11) / float(1 << 53)

    def weighted(self, weights):
        pick = self.uniform() * sum(weights)
        for index, weight in enumerate(weights):
            pick -= weight
            if pick < 0:
                return index
        return len(weights) - 1

    def shuffle(self, items):
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def days(first, last):
    day = first
    while day <= last:
        yield day
        day += dt.timedelta(days=1)


def month_days(year, month):
    first = dt.date(year, month, 1)
    last = (dt.date(year + month // 12, month % 12 + 1, 1) - dt.timedelta(days=1))
    return list(days(first, last))


def month_series(rng, dates, total, low, high):
    """Daily totals for one month: exactly `total`, minimum `low`, maximum `high`."""
    mean_factor = sum(WEEKDAY_FACTOR[d.weekday()] for d in dates) / len(dates)
    average = total / len(dates)
    values = []
    for d in dates:
        noise = 1 + (rng.uniform() - 0.5) * 0.16
        value = round(average * WEEKDAY_FACTOR[d.weekday()] / mean_factor * noise)
        values.append(min(high - 1, max(low + 1, value)))
    # The quietest day is the month's minimum, the busiest its maximum.
    low_index = min(range(len(values)), key=lambda i: (values[i], i))
    high_index = max(range(len(values)), key=lambda i: (values[i], -i))
    values[low_index], values[high_index] = low, high
    free = [i for i in range(len(values)) if i not in (low_index, high_index)]
    difference = total - sum(values)
    while difference != 0:
        i = free[rng.below(len(free))]
        step = 1 if difference > 0 else -1
        if low < values[i] + step < high:
            values[i] += step
            difference -= step
    return values


def daily_totals(rng):
    totals = {}
    for (year, month), (total, low, high, _) in MONTHLY.items():
        if (year, month) == (2022, 5):
            continue
        dates = month_days(year, month)
        for d, value in zip(dates, month_series(rng, dates, total, low, high)):
            totals[d] = value
    for offset, value in enumerate(DAILY_SALES):
        totals[DAILY_FIRST + dt.timedelta(days=offset)] = value
    for offset in range(6):
        totals[CITY_WEEK_FIRST + dt.timedelta(days=offset)] = sum(
            CITY_WEEK[city][offset] for city in CITIES)
    may = MONTHLY[(2022, 5)][0]
    totals[dt.date(2022, 5, 1)] = may - sum(v for d, v in totals.items() if (d.year, d.month) == (2022, 5))
    return totals


def cupertino_closed(day):
    # Cupertino ran six days a week until October 2021, and closes on two holidays; San Francisco
    # opens every day, so every date still has an operating city.
    if day < dt.date(2021, 10, 1) and day.weekday() == 0:
        return True
    return day in (dt.date(2021, 12, 25), dt.date(2022, 1, 1))


def city_totals(rng, totals):
    cells = {}
    for day, total in totals.items():
        offset = (day - CITY_WEEK_FIRST).days
        if 0 <= offset < 6:
            split = {city: CITY_WEEK[city][offset] for city in CITIES}
        elif day == DAILY_FIRST:
            split = dict(SUNDAY_SPLIT)
        elif cupertino_closed(day):
            split = {"Cupertino": 0, "San Francisco": total}
        else:
            share = 0.42 + (rng.uniform() - 0.5) * 0.12
            cupertino = round(total * share)
            split = {"Cupertino": cupertino, "San Francisco": total - cupertino}
        for city, quantity in split.items():
            if quantity > 0:
                cells[(day, city)] = quantity
    return cells


def style_quantities(rng, cells):
    """Splits each (day, city) total across styles."""
    names = [name for name, _ in STYLES]
    window = set(DAILY_FIRST + dt.timedelta(days=i) for i in range(len(DAILY_SALES)))
    result = {}
    # Inside the session's 30 days, deal a shuffled pool holding exactly the session's style
    # totals: every cell gets its own total and every style its session total.
    pool = [name for name in names for _ in range(STYLE_TOTALS[name])]
    rng.shuffle(pool)
    position = 0
    for key in sorted(cells):
        if key[0] not in window:
            continue
        for name in pool[position:position + cells[key]]:
            result[(key, name)] = result.get((key, name), 0) + 1
        position += cells[key]
    assert position == len(pool)
    # Elsewhere styles follow the same popularity with a slow seasonal drift.
    for key in sorted(cells):
        if key[0] in window:
            continue
        month_index = key[0].month
        weights = [STYLE_TOTALS[name] * (1 + 0.15 * (((i + month_index) % 6) - 2.5) / 2.5)
                   for i, name in enumerate(names)]
        for _ in range(cells[key]):
            name = names[rng.weighted(weights)]
            result[(key, name)] = result.get((key, name), 0) + 1
    return result


ORDER_SIZE_WEIGHTS = [1, 2, 3, 4, 5, 6]  # sizes 1 ... 6; groups buy more


def format_instant(rng, city, day, minute_of_day, second, fraction):
    local = dt.datetime(day.year, day.month, day.day, minute_of_day // 60, minute_of_day % 60,
                        second, fraction * 1000, tzinfo=ZONE)
    form = rng.below(20)
    if form < 9:  # local time with its offset
        local = local.replace(microsecond=0)
        text = local.isoformat(timespec="seconds")
    elif form < 16:  # UTC; evening sales fall on the next UTC date
        utc = local.astimezone(dt.timezone.utc)
        text = utc.strftime("%Y-%m-%dT%H:%M:%S")
        if fraction:
            text += ".%03d" % fraction
        text += "Z"
    elif form < 18:  # naive local time, read in the city's zone
        local = local.replace(microsecond=0)
        text = local.strftime("%Y-%m-%dT%H:%M:%S")
    else:  # naive local time without seconds
        local = local.replace(second=0, microsecond=0)
        text = local.strftime("%Y-%m-%dT%H:%M")
    return local.astimezone(dt.timezone.utc), text


def orders(rng, quantities):
    prices = dict(STYLES)
    rows = []
    for ((day, city), style), quantity in sorted(quantities.items()):
        opening, closing = HOURS[city]
        while quantity > 0:
            size = min(quantity, rng.weighted(ORDER_SIZE_WEIGHTS) + 1)
            quantity -= size
            minute = opening + rng.below(closing - opening)
            second = rng.below(60)
            fraction = rng.below(1000) if rng.below(8) == 0 else 0
            instant, text = format_instant(rng, city, day, minute, second, fraction)
            price = ""
            pick = rng.below(40)
            if pick == 0:
                price = str(prices[style] - 100)  # happy-hour price
            elif pick == 1:
                price = str(prices[style])  # price printed by a newer till
            elif pick == 2 and rng.below(4) == 0:
                price = "0"  # a pancake on the house
            rows.append((instant, text, city, style, size, price))
    rows.sort(key=lambda row: (row[0], row[2], row[3]))
    return rows


def check(rows):
    """Recomputes the session's tables from the generated rows; any mismatch is a bug here."""
    by_day, by_city, by_style = {}, {}, {}
    for instant, _, city, style, quantity, _ in rows:
        day = instant.astimezone(ZONE).date()
        by_day[day] = by_day.get(day, 0) + quantity
        by_city[(city, day)] = by_city.get((city, day), 0) + quantity
        if DAILY_FIRST <= day <= LAST_DAY:
            by_style[style] = by_style.get(style, 0) + quantity
    assert min(by_day) == FIRST_DAY and max(by_day) == LAST_DAY
    assert [by_day[DAILY_FIRST + dt.timedelta(days=i)] for i in range(30)] == DAILY_SALES
    assert by_style == STYLE_TOTALS, by_style
    for (year, month), (total, low, high, average) in MONTHLY.items():
        values = [by_day[d] for d in month_days(year, month)]
        assert (sum(values), min(values), max(values)) == (total, low, high), (year, month)
        assert int(sum(values) / len(values) + 0.5) == average, (year, month)
    june = [by_day[d] for d in days(dt.date(2022, 6, 1), LAST_DAY)]
    assert (sum(june), min(june), max(june)) == (1016, 123, 250)
    for city in CITIES:
        week = [by_city[(city, CITY_WEEK_FIRST + dt.timedelta(days=i))] for i in range(6)]
        assert week == CITY_WEEK[city], city
        assert by_city[(city, DAILY_FIRST)] == SUNDAY_SPLIT[city]


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    rng = SplitMix64(20220606)
    totals = daily_totals(rng)
    rows = orders(rng, style_quantities(rng, city_totals(rng, totals)))
    check(rows)

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["order_id", "ordered_at", "city", "style", "quantity", "unit_price_cents"])
    for number, (_, text, city, style, quantity, price) in enumerate(rows, start=1):
        writer.writerow(["GR%06d" % number, text, city, style, quantity, price])
    fixtures = os.path.join(root, "fixtures")
    os.makedirs(fixtures, exist_ok=True)
    with open(os.path.join(fixtures, "orders.csv"), "w", encoding="utf-8", newline="") as f:
        f.write(out.getvalue())

    config = {
        "locale": "en_US",
        "currency": "USD",
        "reportTimeZone": "America/Los_Angeles",
        "cities": [{"name": city, "timeZone": "America/Los_Angeles"} for city in CITIES],
        "styles": [{"name": name, "priceCents": price} for name, price in STYLES],
    }
    with open(os.path.join(fixtures, "griddle.json"), "w", encoding="utf-8") as f:
        f.write(json.dumps(config, ensure_ascii=False, indent=2) + "\n")
    print("fixtures/orders.csv: %d orders, %d pancakes" % (len(rows), sum(r[4] for r in rows)),
          file=sys.stderr)


if __name__ == "__main__":
    main()
