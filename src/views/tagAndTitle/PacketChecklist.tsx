import { useState } from 'react';
import { useClient, useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { TntDocumentMove } from '@/generated/enums/TntDocumentMove';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { graphqlFailure } from '../kit/forms/failure';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { progressFetch } from '../kit/record/uploadFetch';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import { DocumentUpload } from './DocumentUpload';
import { DOCUMENT_STATE_LABEL, documentStateTone, REQUIREMENT_LABEL } from './labels';
import { AcceptTntDocumentMutation, ReceiveTntDocumentMutation, RejectTntDocumentMutation } from './PacketPage.graphql';
import { RejectDocumentDialog } from './RejectDocumentDialog';

export const TntChecklistFragment = graphql(`
  fragment TntChecklist_packet on TntPacket {
    id
    version
    checklistOpen
    documents {
      id
      kind
      label
      guidance
      state
      rejectReason
      receivedAt
      receivedByName
      reviewedAt
      reviewedByName
      moves
      media {
        id
        url
        fileName
      }
    }
  }
`);

export type PacketChecklistProps = {
  packet: FragmentType<typeof TntChecklistFragment>;
  /** The tag-and-title roles (the server decides; dispatch only reads). */
  canEdit: boolean;
  /** Reloads the packet after a CONFLICT. */
  refetch: () => void;
};

/**
 * The packet's checklist: each document the district asks for with its state, its file and who handled it, and the
 * moves the server offers for it (`moves`): a missing or rejected one takes a file, a received one is accepted or
 * rejected with a reason, while the checklist is open.
 */
export const PacketChecklist = ({ packet: source, canEdit, refetch }: PacketChecklistProps) => {
  const packet = getFragmentData(TntChecklistFragment, source);
  const dateTime = useDateTimeFormat();
  const client = useClient();
  const [accepting, accept] = useMutation(AcceptTntDocumentMutation);
  const [rejecting, reject] = useMutation(RejectTntDocumentMutation);
  const [rejectingId, setRejectingId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const refused = (error: Parameters<typeof graphqlFailure>[0]): string => {
    const failure = graphqlFailure(error);
    if (failure.code === 'CONFLICT') refetch();
    return failure.fieldErrors.file?.join(' ') ?? failure.fieldErrors.reason?.join(' ') ?? transitionFailureMessage(failure, 'packet');
  };

  const receive = async (id: string, label: string, file: File, onProgress: (loaded: number, total: number) => void) => {
    const result = await client
      .mutation(ReceiveTntDocumentMutation, { id, version: packet.version, file }, { fetch: progressFetch(onProgress) })
      .toPromise();
    if (result.error) return refused(result.error);
    toast.success(`${label} received.`);
    return null;
  };

  const onAccept = async (id: string, label: string) => {
    setMessage(null);
    const result = await accept({ id, version: packet.version });
    if (result.error) return setMessage(refused(result.error));
    toast.success(`${label} accepted.`);
  };

  const onReject = async (id: string, label: string, reason: string) => {
    const result = await reject({ id, version: packet.version, reason });
    if (result.error) return refused(result.error);
    toast.success(`${label} rejected.`);
    setRejectingId(null);
    return null;
  };

  const rejected = packet.documents.find((document) => document.id === rejectingId);
  return (
    <Panel title="Checklist" className="panel-wide">
      {message && <Alert tone="danger">{message}</Alert>}
      {canEdit && !packet.checklistOpen && <p className="muted">The packet has cleared: its checklist stays as it was when it cleared.</p>}
      {packet.documents.length === 0 ? (
        <EmptyState title="No documents on this checklist" />
      ) : (
        <ul className="plain-list tnt-checklist" aria-label="Checklist documents">
          {packet.documents.map((document) => {
            const may = (move: TntDocumentMove) => document.moves.includes(move);
            return (
              <li key={document.id} className="tnt-document">
                <h3>
                  {document.label} <span className="muted">({REQUIREMENT_LABEL[document.kind]})</span>{' '}
                  <Badge tone={documentStateTone(document.state)}>{DOCUMENT_STATE_LABEL[document.state]}</Badge>
                </h3>
                {document.guidance && <p className="muted">{document.guidance}</p>}
                {document.rejectReason && <p>{`Rejected: ${document.rejectReason}`}</p>}
                {document.media && (
                  <p>
                    <a href={document.media.url} target="_blank" rel="noreferrer">
                      {document.media.fileName}
                    </a>
                    {document.receivedAt &&
                      ` · received ${dateTime(document.receivedAt)}${document.receivedByName ? ` by ${document.receivedByName}` : ''}`}
                    {document.reviewedAt &&
                      ` · reviewed ${dateTime(document.reviewedAt)}${document.reviewedByName ? ` by ${document.reviewedByName}` : ''}`}
                  </p>
                )}
                {may('RECEIVE') && (
                  <DocumentUpload
                    label={document.label}
                    send={(file, onProgress) => receive(document.id, document.label, file, onProgress)}
                  />
                )}
                {(may('ACCEPT') || may('REJECT')) && (
                  <div className="button-row">
                    {may('ACCEPT') && (
                      <Button
                        variant="primary"
                        className="btn-small"
                        busy={accepting.fetching && accepting.operation?.variables.id === document.id}
                        disabled={accepting.fetching || rejecting.fetching}
                        aria-label={`Accept ${document.label}`}
                        onClick={() => void onAccept(document.id, document.label)}
                      >
                        Accept
                      </Button>
                    )}
                    {may('REJECT') && (
                      <Button
                        variant="danger"
                        className="btn-small"
                        disabled={accepting.fetching || rejecting.fetching}
                        aria-label={`Reject ${document.label}`}
                        onClick={() => setRejectingId(document.id)}
                      >
                        Reject
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {rejected && (
        <RejectDocumentDialog
          label={rejected.label}
          busy={rejecting.fetching}
          onReject={(reason) => onReject(rejected.id, rejected.label, reason)}
          onClose={() => setRejectingId(null)}
        />
      )}
    </Panel>
  );
};
