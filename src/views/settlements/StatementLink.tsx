import type { ReactNode } from 'react';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { downloadUrl } from '../kit/record/MediaFileList';

/** A settlement's statement PDF, once the statement job has made it (the page, its live changes and a driver's pay). */
export const StatementLinkFragment = graphql(`
  fragment SettlementStatement on Settlement {
    statement {
      id
      fileName
      url
    }
  }
`);

export type StatementLinkProps = {
  settlement: FragmentType<typeof StatementLinkFragment>;
  /** The link's words. */
  children: ReactNode;
  /** What stands in its place while there is no statement yet. */
  pending: ReactNode;
};

/** The statement's download link, or what stands for it until it is made. */
export const StatementLink = ({ settlement, children, pending }: StatementLinkProps) => {
  const { statement } = getFragmentData(StatementLinkFragment, settlement);
  return statement ? (
    <a href={downloadUrl(statement.url)} download={statement.fileName}>
      {children}
    </a>
  ) : (
    <span className="muted">{pending}</span>
  );
};
