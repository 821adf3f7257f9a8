-- Demo data in a tenant (issue 29, docs/decisions.md#demo-data-issue-29). A tenant is production unless marked
-- otherwise: a new real tenant is protected from the start; the two demo tenants the seed writes are not production.
ALTER TABLE tenants ADD COLUMN production boolean NOT NULL DEFAULT true;
UPDATE tenants SET production = false WHERE name IN ('Legwork East', 'Legwork North');
-- An admin may mark the tenant production (never back: only the seed or the database's owner unmarks it).
GRANT UPDATE (production) ON tenants TO app_user;

-- A load or reset of the demo data: one job per tenant at a time (the partial unique index), each step committed with
-- its progress, so `step` counts only what is stored; a failed step rolls back and leaves its error here.
CREATE TABLE demo_data_jobs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('LOAD', 'RESET')),
  status text NOT NULL DEFAULT 'RUNNING' CHECK (status IN ('RUNNING', 'DONE', 'FAILED')),
  step integer NOT NULL DEFAULT 0,
  steps integer NOT NULL CHECK (steps > 0),
  step_label text,
  error text CHECK (length(error) <= 2000),
  started_by uuid REFERENCES users (id),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CHECK (step BETWEEN 0 AND steps)
);
CREATE UNIQUE INDEX demo_data_jobs_running_idx ON demo_data_jobs (tenant_id) WHERE status = 'RUNNING';
CREATE INDEX demo_data_jobs_latest_idx ON demo_data_jobs (tenant_id, started_at DESC);
SELECT app_protect_staff_tables('demo_data_jobs');
