-- Search at scale (issue 33; bench/search.ts: 100,000 orders, ~250,000 legs and their vehicles). Under the forced
-- row-level security of search_documents the planner runs a non-leakproof condition only after the policies, so no
-- index served a word: LIKE, pg_trgm's <% and tsvector's @@ are not leakproof (docs/operations.md), and every search
-- read and tested every document of its index (seconds for a make). The document's trigrams (pg_trgm's show_trgm of
-- search_text) are stored as an array instead, and a word first asks for the trigrams any matching document must
-- hold (server/search/search.trigrams.ts) with array containment, which migration 006 makes leakproof: the GIN index
-- indexes below answer that under the policies, and the exact condition (LIKE, <%) then checks the candidates.
-- One index per search index (server/search/search.query.ts names it as a constant, so the planner picks it): a make
-- is in an order's, its legs' and its vehicle's documents, and each search reads only its own index's entries.
-- The trigram GIN index of 054 could serve only the owner, who never searches: it is dropped (one index less to write).
ALTER TABLE search_documents ADD COLUMN trigrams text[] GENERATED ALWAYS AS (show_trgm(search_text)) STORED;
-- No statistics for it: estimating each containment read the column's common trigrams (up to a thousand) every time a
-- search was planned, longer on PGlite than running it, and the estimate chooses nothing: its GIN index is the only way.
ALTER TABLE search_documents ALTER COLUMN trigrams SET STATISTICS 0;
DROP INDEX search_documents_trgm_idx;
CREATE INDEX search_documents_orders_trigrams_idx ON search_documents USING gin (trigrams) WHERE index_name = 'orders';
CREATE INDEX search_documents_order_legs_trigrams_idx ON search_documents USING gin (trigrams) WHERE index_name = 'order_legs';
CREATE INDEX search_documents_quotes_trigrams_idx ON search_documents USING gin (trigrams) WHERE index_name = 'quotes';
CREATE INDEX search_documents_vehicles_trigrams_idx ON search_documents USING gin (trigrams) WHERE index_name = 'vehicles';
CREATE INDEX search_documents_clients_trigrams_idx ON search_documents USING gin (trigrams) WHERE index_name = 'clients';
CREATE INDEX search_documents_customers_trigrams_idx ON search_documents USING gin (trigrams) WHERE index_name = 'customers';
CREATE INDEX search_documents_drivers_trigrams_idx ON search_documents USING gin (trigrams) WHERE index_name = 'drivers';
CREATE INDEX search_documents_trucking_companies_trigrams_idx ON search_documents USING gin (trigrams) WHERE index_name = 'trucking_companies';
CREATE INDEX search_documents_invoices_trigrams_idx ON search_documents USING gin (trigrams) WHERE index_name = 'invoices';
