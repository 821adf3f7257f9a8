import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { formatDayInput } from '../../domain/dates';
import { formatMoney } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Pager } from '../kit/ui/Pager';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { Table } from '../kit/ui/Table';
import { BooksExportRowFragment, BooksExportsQuery, BooksHoldsFragment } from './books.graphql';
import { FORMAT_LABEL, fileSize, holdsLines } from './booksExport';
import { ListTime } from '../kit/list/ListDate';

const PAGE_SIZE = 10;

export type ExportsListProps = {
  /** Changes when an export is made: the list asks again, from its first page. */
  made: number;
};

/** The past exports, newest first, a page at a time: who made each and when, its period, what it holds and its file. */
export const ExportsList = ({ made }: ExportsListProps) => {
  const tenant = useCurrentTenant();
  const money = (minor: number) => formatMoney(minor, tenant?.currency ?? 'USD', tenant?.locale);
  const [page, setPage] = useState(1);
  const [result, reload] = useQuery({ query: BooksExportsQuery, variables: { first: PAGE_SIZE, page } });

  useEffect(() => {
    if (made === 0) return;
    setPage(1);
    reload({ requestPolicy: 'network-only' });
  }, [made, reload]);

  const body = () => {
    if (result.error && !result.data)
      return <ErrorState message={graphqlFailure(result.error).message} onRetry={() => reload({ requestPolicy: 'network-only' })} />;
    if (!result.data) return <Spinner label="Loading the past exports…" />;
    const { data, paginatorInfo } = result.data.booksExports;
    if (paginatorInfo.total === 0)
      return <EmptyState title="No exports yet">An export made above is listed here with its file.</EmptyState>;
    return (
      <>
        <Table caption="Past exports" headings={['Made', 'Format', 'Period', 'Holds', 'File']}>
          {getFragmentData(BooksExportRowFragment, data).map((row) => (
            <tr key={row.id}>
              <td>
                <ListTime at={row.createdAt} />
                {row.createdByName && <div className="field-hint">{row.createdByName}</div>}
              </td>
              <td>
                {FORMAT_LABEL[row.format]}
                {row.includeExported && <div className="field-hint">Already exported included</div>}
              </td>
              <td>
                {formatDayInput(row.from, tenant?.locale)} – {formatDayInput(row.to, tenant?.locale)}
              </td>
              <td>{holdsLines(getFragmentData(BooksHoldsFragment, row.holds), money).join('; ') || 'Nothing'}</td>
              <td>
                <a href={row.file.url} download={row.file.fileName}>
                  {row.file.fileName}
                </a>{' '}
                <span className="field-hint">{fileSize(row.file.size)}</span>
              </td>
            </tr>
          ))}
        </Table>
        {paginatorInfo.lastPage > 1 && <Pager info={paginatorInfo} noun="exports" onPage={setPage} />}
      </>
    );
  };

  return <Panel title="Past exports">{body()}</Panel>;
};
