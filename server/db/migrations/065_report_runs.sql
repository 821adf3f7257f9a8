-- Report runs (issue 31): every report a user runs (server/reports/reports.runs.ts), its progress while it runs, and its
-- result once done: the page reads the result back, and a run that took longer than two seconds sends its CSV link in a
-- CUSTOM_REPORT_CSV notification. A user reads only their own runs; a new run deletes the user's runs older than 30 days.
CREATE TABLE report_runs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  report text NOT NULL CHECK (length(report) BETWEEN 1 AND 60),
  params jsonb NOT NULL,
  status text NOT NULL DEFAULT 'RUNNING' CHECK (status IN ('RUNNING', 'DONE', 'FAILED')),
  done integer NOT NULL DEFAULT 0 CHECK (done >= 0),
  total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
  result jsonb,
  error text CHECK (length(error) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX report_runs_user_idx ON report_runs (tenant_id, user_id, created_at DESC);

ALTER TABLE report_runs ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_runs FORCE ROW LEVEL SECURITY;
CREATE POLICY report_runs_own ON report_runs
  USING (tenant_id = app_tenant_id() AND user_id = app_user_id())
  WITH CHECK (tenant_id = app_tenant_id() AND user_id = app_user_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON report_runs TO app_user;
