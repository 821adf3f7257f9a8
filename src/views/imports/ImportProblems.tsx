import { Table } from '../kit/ui/Table';

export type ImportProblemsProps = { problems: readonly { row: number; messages: readonly string[] }[]; total: number };

/** The rows that will not be imported and why (the first hundred; the error file has them all). */
export const ImportProblems = ({ problems, total }: ImportProblemsProps) =>
  problems.length === 0 ? null : (
    <>
      <Table caption="Rows with problems" headings={['Row', 'Problems']}>
        {problems.map((problem) => (
          <tr key={problem.row}>
            <td>{problem.row}</td>
            <td>{problem.messages.join(' ')}</td>
          </tr>
        ))}
      </Table>
      {total > problems.length && (
        <p className="muted">
          The first {problems.length} of {total.toLocaleString()} rows with problems; the error file lists them all.
        </p>
      )}
    </>
  );
