CREATE TABLE "invoice_counts" (
	"law_firm_id" integer NOT NULL,
	"type" text NOT NULL,
	"invoices" bigint NOT NULL,
	CONSTRAINT "invoice_counts_law_firm_id_type_pk" PRIMARY KEY("law_firm_id","type")
);
--> statement-breakpoint
CREATE TABLE "time_entry_totals" (
	"law_firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"billable" boolean NOT NULL,
	"invoiced" boolean NOT NULL,
	"running" boolean NOT NULL,
	"entries" bigint NOT NULL,
	"duration_seconds" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "time_entry_totals_law_firm_id_user_id_billable_invoiced_running_pk" PRIMARY KEY("law_firm_id","user_id","billable","invoiced","running")
);
--> statement-breakpoint
CREATE INDEX "time_entries_firm_listed_idx" ON "time_entries" USING btree ("law_firm_id","running","start_time","id");
--> statement-breakpoint
-- time_entry_totals and invoice_counts are kept equal to sums over time_entries and invoices whatever
-- writes those (the API, seeds, tests): after each statement its new rows are added and its old rows
-- taken away, grouped, in key order (so concurrent writers lock the sums' rows in one order). A change
-- that moves no sum (a new description, a payment on an invoice) touches no sums row. A transition
-- table exists only for its own events, hence one branch per operation.
CREATE FUNCTION time_entry_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO time_entry_totals AS t
      SELECT law_firm_id, user_id, billable, invoiced, running, sum(sign), sum(sign * duration_seconds), sum(sign * amount)
      FROM (SELECT 1 AS sign, law_firm_id, user_id, billable, invoiced, running, duration_seconds, round(hourly_rate_cents::numeric * duration_seconds / 3600) AS amount FROM new_rows) AS d
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(sign) <> 0 OR sum(sign * duration_seconds) <> 0 OR sum(sign * amount) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (law_firm_id, user_id, billable, invoiced, running) DO UPDATE
      SET entries = t.entries + excluded.entries,
          duration_seconds = t.duration_seconds + excluded.duration_seconds,
          amount_cents = t.amount_cents + excluded.amount_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO time_entry_totals AS t
      SELECT law_firm_id, user_id, billable, invoiced, running, sum(sign), sum(sign * duration_seconds), sum(sign * amount)
      FROM (SELECT -1 AS sign, law_firm_id, user_id, billable, invoiced, running, duration_seconds, round(hourly_rate_cents::numeric * duration_seconds / 3600) AS amount FROM old_rows) AS d
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(sign) <> 0 OR sum(sign * duration_seconds) <> 0 OR sum(sign * amount) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (law_firm_id, user_id, billable, invoiced, running) DO UPDATE
      SET entries = t.entries + excluded.entries,
          duration_seconds = t.duration_seconds + excluded.duration_seconds,
          amount_cents = t.amount_cents + excluded.amount_cents;
  ELSE
    INSERT INTO time_entry_totals AS t
      SELECT law_firm_id, user_id, billable, invoiced, running, sum(sign), sum(sign * duration_seconds), sum(sign * amount)
      FROM (SELECT 1 AS sign, law_firm_id, user_id, billable, invoiced, running, duration_seconds, round(hourly_rate_cents::numeric * duration_seconds / 3600) AS amount FROM new_rows UNION ALL SELECT -1 AS sign, law_firm_id, user_id, billable, invoiced, running, duration_seconds, round(hourly_rate_cents::numeric * duration_seconds / 3600) AS amount FROM old_rows) AS d
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(sign) <> 0 OR sum(sign * duration_seconds) <> 0 OR sum(sign * amount) <> 0
      ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (law_firm_id, user_id, billable, invoiced, running) DO UPDATE
      SET entries = t.entries + excluded.entries,
          duration_seconds = t.duration_seconds + excluded.duration_seconds,
          amount_cents = t.amount_cents + excluded.amount_cents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER time_entry_totals_insert AFTER INSERT ON time_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION time_entry_totals_apply();
--> statement-breakpoint
CREATE TRIGGER time_entry_totals_update AFTER UPDATE ON time_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION time_entry_totals_apply();
--> statement-breakpoint
CREATE TRIGGER time_entry_totals_delete AFTER DELETE ON time_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION time_entry_totals_apply();
--> statement-breakpoint
CREATE FUNCTION invoice_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_counts AS c
      SELECT law_firm_id, type, sum(sign)
      FROM (SELECT 1 AS sign, law_firm_id, type FROM new_rows) AS d
      GROUP BY 1, 2
      HAVING sum(sign) <> 0
      ORDER BY 1, 2
    ON CONFLICT (law_firm_id, type) DO UPDATE
      SET invoices = c.invoices + excluded.invoices;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_counts AS c
      SELECT law_firm_id, type, sum(sign)
      FROM (SELECT -1 AS sign, law_firm_id, type FROM old_rows) AS d
      GROUP BY 1, 2
      HAVING sum(sign) <> 0
      ORDER BY 1, 2
    ON CONFLICT (law_firm_id, type) DO UPDATE
      SET invoices = c.invoices + excluded.invoices;
  ELSE
    INSERT INTO invoice_counts AS c
      SELECT law_firm_id, type, sum(sign)
      FROM (SELECT 1 AS sign, law_firm_id, type FROM new_rows UNION ALL SELECT -1 AS sign, law_firm_id, type FROM old_rows) AS d
      GROUP BY 1, 2
      HAVING sum(sign) <> 0
      ORDER BY 1, 2
    ON CONFLICT (law_firm_id, type) DO UPDATE
      SET invoices = c.invoices + excluded.invoices;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_counts_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply();
--> statement-breakpoint
-- The rows already there.
INSERT INTO time_entry_totals
  SELECT law_firm_id, user_id, billable, invoiced, running, count(*), sum(duration_seconds), sum(round(hourly_rate_cents::numeric * duration_seconds / 3600))
  FROM time_entries
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO invoice_counts SELECT law_firm_id, type, count(*) FROM invoices GROUP BY 1, 2;
