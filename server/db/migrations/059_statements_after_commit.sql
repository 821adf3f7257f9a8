-- A settlement's statement PDF is made after the transition that calls for it commits (issue 30, docs/decisions.md
-- "Statements after commit"): opening or paying a settlement marks it due in its own transaction, and the statement
-- job renders, stores and audits it, then clears the mark in the same transaction as the file. A restart loses nothing:
-- the job finds what is still marked.
ALTER TABLE settlements ADD COLUMN statement_due boolean NOT NULL DEFAULT false;
CREATE INDEX settlements_statement_due_idx ON settlements (tenant_id, id) WHERE statement_due;

-- A driver's tax id, as a trucking company's payee (010_drivers.sql): the last four digits only, for the statement
-- and the 1099-NEC list; the W-9 itself is a document.
ALTER TABLE drivers ADD COLUMN tax_id_last4 text CHECK (tax_id_last4 ~ '^[0-9]{4}$');
