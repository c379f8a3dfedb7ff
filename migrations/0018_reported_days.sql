-- What nightly reports showed (issue 25, "Reports know"): per local day, the all-city figures
-- of the first report that showed the day, and the ledger's latest import id then (NULL for
-- an empty ledger). A later report compares today's figures with these and, when they differ,
-- names the changes the ledger recorded after that import. One row per day, never updated, so
-- the same data gives the same page however often a report is run again.
CREATE TABLE reported_days (
  local_day INTEGER PRIMARY KEY,
  net_cents INTEGER NOT NULL,
  tickets INTEGER NOT NULL,
  latest_import_id INTEGER
);
