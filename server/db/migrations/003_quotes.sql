-- Quotes (issue 3): idempotent creation and fractional unit prices.
-- createQuote(idempotencyKey): a retried request (a double click, a lost response) returns the quote it already made.
ALTER TABLE quotes ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX quotes_idempotency_key ON quotes (tenant_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- A line's unit price may carry a fraction of a cent (a fuel rate of 12.5¢ a mile); its amount stays whole.
ALTER TABLE quote_line_items ALTER COLUMN unit_amount TYPE numeric(14, 3);
