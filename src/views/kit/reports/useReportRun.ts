import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { getFragmentData } from '@/generated';
import type { ReportPage_RunFragment as Run } from '@/generated/graphql';
import type { ReportResult } from '../../../domain/reports/table';
import { type Failure, graphqlFailure } from '../forms/failure';
import { ReportRunFragment, ReportRunQuery, RunReportMutation } from './reports.graphql';

export type ReportRunState =
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; result: ReportResult; csvUrl: string | null; runId: string }
  | { kind: 'failed'; failure: Failure };

/** The first reads come quickly (most reports take well under a second), then once a second. */
const pollDelay = (attempt: number) => (attempt < 8 ? 250 : 1000);

/**
 * Runs a report with its parameters whenever they change (or reads a given run: a notification's link), and follows the
 * run until it is done: its progress while it runs, its result, or why it failed.
 */
export const useReportRun = (report: string, params: Record<string, unknown>, runId: string | null) => {
  const client = useClient();
  const [state, setState] = useState<ReportRunState>({ kind: 'running', done: 0, total: 0 });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify({ report, params, runId });
  const current = useRef(key);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the run restarts on its parameters' key (and a retry)
  useEffect(() => {
    current.current = key;
    let cancelled = false;
    const live = () => !cancelled && current.current === key;
    const settle = (run: Run): boolean => {
      if (run.status === 'DONE' && run.result)
        setState({ kind: 'done', result: run.result as ReportResult, csvUrl: run.csvUrl ?? null, runId: run.id });
      else if (run.status === 'FAILED')
        setState({ kind: 'failed', failure: { code: 'FAILED', message: run.error ?? 'The report failed.', fieldErrors: {} } });
      else {
        setState({ kind: 'running', done: run.done, total: run.total });
        return false;
      }
      return true;
    };
    const follow = async (id: string) => {
      for (let poll = 0; live(); poll += 1) {
        await new Promise((resolve) => setTimeout(resolve, poll === 0 && runId ? 0 : pollDelay(poll)));
        if (!live()) return;
        const read = await client.query(ReportRunQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
        if (!live()) return;
        if (read.error) return setState({ kind: 'failed', failure: graphqlFailure(read.error) });
        if (read.data && settle(getFragmentData(ReportRunFragment, read.data.reportRun))) return;
      }
    };
    setState({ kind: 'running', done: 0, total: 0 });
    void (async () => {
      if (runId) return follow(runId);
      const started = await client.mutation(RunReportMutation, { report, params }).toPromise();
      if (!live()) return;
      if (started.error) return setState({ kind: 'failed', failure: graphqlFailure(started.error) });
      if (started.data && !settle(getFragmentData(ReportRunFragment, started.data.runReport)))
        await follow(getFragmentData(ReportRunFragment, started.data.runReport).id);
    })();
    return () => {
      cancelled = true;
    };
  }, [key, attempt]);

  return { state, retry };
};
