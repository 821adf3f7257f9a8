-- The documents a transaction queued (069) are built by index, not one by one: the first of the transaction's deferred
-- triggers to fire at commit takes every row the transaction queued for its tenant and builds each index's documents
-- in one call of app_search_refresh (set-based, as a reindex calls it); the triggers of the rows it took then find
-- nothing left to build. An import's batch of a hundred orders builds its orders, legs and vehicles in three
-- statements rather than three hundred. The same documents, at the same moment, in the same transaction.
CREATE OR REPLACE FUNCTION app_search_pending_build() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE queued record;
BEGIN
  FOR queued IN
    WITH taken AS (
      DELETE FROM search_pending WHERE tenant_id = NEW.tenant_id AND txid = NEW.txid RETURNING index_name, object_id
    )
    SELECT index_name, array_agg(object_id ORDER BY object_id) AS ids FROM taken GROUP BY index_name ORDER BY index_name
  LOOP
    PERFORM app_search_refresh(queued.index_name, NEW.tenant_id, queued.ids);
  END LOOP;
  RETURN NULL;
END $$;
