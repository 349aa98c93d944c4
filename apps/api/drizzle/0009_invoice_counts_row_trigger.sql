-- The API never moves an invoice to another firm or type (an edit leaves both alone), yet every update
-- of invoices (each payment, late fee and edit) ran the statement-level counts trigger: a PL/pgSQL call
-- that built both transition tables and grouped them to find nothing to change. EXPLAIN ANALYZE of a
-- payment's statement showed it as the costliest step (npm run bench). A row trigger whose WHEN
-- compares the two columns is checked without calling any function, so ordinary updates cost nothing;
-- a write that does move an invoice (by hand, a future feature) still keeps invoice_counts exact.
DROP TRIGGER invoice_counts_update ON invoices;
--> statement-breakpoint
CREATE FUNCTION invoice_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counts AS c VALUES (OLD.law_firm_id, OLD.type, -1)
    ON CONFLICT (law_firm_id, type) DO UPDATE SET invoices = c.invoices + excluded.invoices;
  INSERT INTO invoice_counts AS c VALUES (NEW.law_firm_id, NEW.type, 1)
    ON CONFLICT (law_firm_id, type) DO UPDATE SET invoices = c.invoices + excluded.invoices;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_counts_move AFTER UPDATE OF law_firm_id, type ON invoices FOR EACH ROW
  WHEN (OLD.law_firm_id IS DISTINCT FROM NEW.law_firm_id OR OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION invoice_counts_move();
