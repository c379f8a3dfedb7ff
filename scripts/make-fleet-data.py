#!/usr/bin/env python3
"""Writes a synthetic fleet (N trucks, one per city) for trying the dashboard at scale.

Writes DIR/griddle.json (the cities with their time zones and the menu) and DIR/orders.csv
(the griddle import profile: several lines per order, some discounts and refunds), covering
the DAYS days up to END (default 2025-06-30). The same arguments give byte-identical files.

With --simple, every order is one line without discounts or refunds (the first release's
six columns).

With --schedule, each truck also gets a few stops in griddle.json (an office park at lunch on
weekdays, a brewery on Thursday to Saturday evenings, a weekend market; every tenth truck a
Sunday night market begun two weeks before END, so it is new) and DIR/schedule.csv holds their
visits over the DAYS days and the week after END, on the days the truck trades. The orders are
the same with or without it.

Usage: scripts/make-fleet-data.py N DIR [--days DAYS] [--end YYYY-MM-DD] [--simple] [--schedule]
Then:  griddle --config DIR/griddle.json --database DIR/fleet.sqlite init
       griddle --config DIR/griddle.json --database DIR/fleet.sqlite import DIR/orders.csv
       griddle --config DIR/griddle.json --database DIR/fleet.sqlite schedule import DIR/schedule.csv
"""
import datetime
import json
import os
import random
import sys

PLACES = [
    ("Portland", "America/Los_Angeles"), ("Denver", "America/Denver"), ("Austin", "America/Chicago"),
    ("Boston", "America/New_York"), ("Lisbon", "Europe/Lisbon"), ("Lyon", "Europe/Paris"),
    ("Kraków", "Europe/Warsaw"), ("Osaka", "Asia/Tokyo"), ("Perth", "Australia/Perth"),
    ("Auckland", "Pacific/Auckland"), ("Bogotá", "America/Bogota"), ("Nairobi", "Africa/Nairobi"),
    ("Mumbai", "Asia/Kolkata"), ("Seoul", "Asia/Seoul"), ("Reykjavík", "Atlantic/Reykjavik"),
    ("Montréal", "America/Toronto"), ("São Paulo", "America/Sao_Paulo"), ("Cape Town", "Africa/Johannesburg"),
    ("Helsinki", "Europe/Helsinki"), ("Honolulu", "Pacific/Honolulu"),
]
STYLES = [("Cachapa", 650), ("Injera", 600), ("Crêpe", 700), ("Jian Bing", 550), ("Dosa", 600),
          ("American", 500), ("Buckwheat Galette with Ham and Cheese", 850)]
HOURS = [11, 11, 12, 12, 12, 13, 13, 14, 17, 18, 18, 19, 19, 20]


def main():
    args = sys.argv[1:]
    if len(args) < 2 or args[0] in ("-h", "--help"):
        print(__doc__)
        return 64
    count, out = int(args[0]), args[1]
    days = int(args[args.index("--days") + 1]) if "--days" in args else 120
    end = datetime.date.fromisoformat(args[args.index("--end") + 1]) if "--end" in args else datetime.date(2025, 6, 30)
    simple = "--simple" in args
    os.makedirs(out, exist_ok=True)
    rng = random.Random(count)
    cities = []
    for index in range(count):
        place, zone = PLACES[index % len(PLACES)]
        name = place if index < len(PLACES) else f"{place} {index // len(PLACES) + 1}"
        # A long-tailed fleet: a few big trucks, many small ones.
        cities.append({"name": name, "timeZone": zone, "weight": 1.0 / (1 + index * 0.15),
                       "closed": index % 7 + 1})
    config = {"cities": [{"name": c["name"], "timeZone": c["timeZone"]} for c in cities],
              "styles": [{"name": n, "priceCents": p} for n, p in STYLES]}
    if "--schedule" in args:
        config["stops"] = write_schedule(cities, out, days, end)
    with open(os.path.join(out, "griddle.json"), "w", encoding="utf-8") as file:
        json.dump(config, file, ensure_ascii=False, indent=2)
        file.write("\n")
    with open(os.path.join(out, "orders.csv"), "w", encoding="utf-8", newline="") as file:
        file.write("order_id,ordered_at,city,style,quantity\n" if simple else
                   "order_id,ordered_at,city,style,quantity,line,discount_cents,kind,refund_of\n")
        serial = 0
        for offset in range(days):
            day = end - datetime.timedelta(days=days - 1 - offset)
            for city in cities:
                if day.isoweekday() == city["closed"]:
                    continue
                weekend = 1.5 if day.isoweekday() >= 6 else 1.0
                orders = max(1, int(rng.gauss(14, 4) * city["weight"] * weekend))
                for _ in range(orders):
                    serial += 1
                    order = f"F{serial:08d}"
                    stamp = f"{day.isoformat()}T{rng.choice(HOURS):02d}:{rng.randrange(60):02d}:00"
                    quoted = '"' + city["name"].replace('"', '""') + '"'
                    if simple:
                        file.write(f"{order},{stamp},{quoted},{rng.choice(STYLES)[0]},{rng.choice([1, 1, 2])}\n")
                        continue
                    for line in range(1, rng.choice([1, 1, 1, 2, 2, 3]) + 1):
                        style = rng.choice(STYLES)[0]
                        discount = 100 if rng.random() < 0.05 else 0
                        file.write(f"{order},{stamp},{quoted},{style},{rng.choice([1, 1, 2])},{line},{discount},sale,\n")
                    if rng.random() < 0.01:
                        file.write(f"{order}R,{stamp},{quoted},{style},-1,1,0,refund,{order}\n")
    return 0


def write_schedule(cities, out, days, end):
    """Writes DIR/schedule.csv and returns the stops for griddle.json (its own random numbers,
    so the orders do not change)."""
    rng = random.Random(len(cities) * 7919 + 1)
    stops, rows = [], []
    for index, city in enumerate(cities):
        name = city["name"]
        # (stop, fee, weekdays, start, end, first day it is visited)
        plan = [
            (f"{name} Office Park", {}, {1, 2, 3, 4, 5}, "10:30", "15:00", None),
            (f"{name} Brewery", {"flatCents": rng.choice([2000, 3000, 4000, 5000])}, {4, 5, 6},
             "16:30", "21:00", None),
            (f"{name} Market", {"percent": rng.choice([8, 10, 12, 15])}, {6, 7}, "10:00", "15:00",
             None),
        ]
        if index % 10 == 0:
            plan.append((f"{name} Night Market", {"flatCents": 2500, "percent": 5}, {7}, "16:30",
                         "21:00", end - datetime.timedelta(days=13)))
        for stop, fee, _, _, _, _ in plan:
            entry = {"name": stop, "city": name}
            if fee:
                entry["fee"] = fee
            stops.append(entry)
        for offset in range(days + 7):
            day = end - datetime.timedelta(days=days - 1 - offset)
            if day.isoweekday() == city["closed"]:
                continue
            for stop, _, weekdays, start, finish, first in plan:
                if day.isoweekday() in weekdays and (first is None or day >= first):
                    rows.append((day.isoformat(), name, stop, start, finish))
    rows.sort()
    with open(os.path.join(out, "schedule.csv"), "w", encoding="utf-8", newline="") as file:
        file.write("date,city,stop,start,end\n")
        for row in rows:
            file.write(",".join('"' + value.replace('"', '""') + '"' for value in row) + "\n")
    return stops


if __name__ == "__main__":
    sys.exit(main())
