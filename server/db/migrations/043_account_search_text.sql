-- A client's and a customer's name and code, lowered once when written, for the directory lists' search
-- (server/directory/directory.lists.ts). Under these tables' forced row-level security no index serves a search (the
-- LIKE operators are not leakproof), so a search reads every row of the tenant; matching a stored lowered text instead
-- of lowering two columns per row for every word cuts what each row costs (issue 29: the clients search at 10,000
-- clients). A word never spans the space between the two, so "every word matches the name or the code" is unchanged.
ALTER TABLE clients ADD COLUMN search_text text GENERATED ALWAYS AS (lower(display_name || ' ' || code)) STORED;
ALTER TABLE customers ADD COLUMN search_text text GENERATED ALWAYS AS (lower(display_name || ' ' || code)) STORED;
