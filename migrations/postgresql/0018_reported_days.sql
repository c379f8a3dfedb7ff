-- The twin of migrations/0018: per local day, the all-city figures of the first nightly report
-- that showed the day and the ledger's latest import id then; never updated.
CREATE TABLE reported_days (
  local_day integer PRIMARY KEY,
  net_cents bigint NOT NULL,
  tickets bigint NOT NULL,
  latest_import_id bigint
);
