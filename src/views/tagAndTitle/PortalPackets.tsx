import { useClient, useQuery } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { graphqlFailure } from '../kit/forms/failure';
import { progressFetch } from '../kit/record/uploadFetch';
import { Badge } from '../kit/ui/Badge';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import toast from '../kit/ui/toast';
import { DocumentUpload } from './DocumentUpload';
import { DOCUMENT_STATE_LABEL, documentStateTone, PAPERWORK_STATUS_LABEL, TNT_KIND_LABEL } from './labels';

export const PortalTntPacketFragment = graphql(`
  fragment PortalTntPacket_packet on PortalTntPacket {
    id
    number
    kind
    paperworkStatus
    vin
    districtName
    tempTagExpiresOn
    version
    documents {
      id
      label
      guidance
      state
      rejectReason
      moves
      media {
        id
        url
        fileName
      }
    }
  }
`);

const PortalTntPacketsQuery = graphql(`
  query PortalTntPackets($orderId: ID!) {
    portalTntPackets(orderId: $orderId) {
      id
      ...PortalTntPacket_packet
    }
  }
`);

const UploadPortalTntDocumentMutation = graphql(`
  mutation UploadPortalTntDocument($id: ID!, $version: Int!, $file: File!) {
    uploadPortalTntDocument(id: $id, version: $version, file: $file) {
      id
      ...PortalTntPacket_packet
    }
  }
`);

/** The client's side of one packet: each document with its state, and an upload where the server takes one (`moves`). */
const PortalPacket = ({ packet: source, onConflict }: { packet: FragmentType<typeof PortalTntPacketFragment>; onConflict: () => void }) => {
  const packet = getFragmentData(PortalTntPacketFragment, source);
  const client = useClient();

  const upload = async (id: string, label: string, file: File, onProgress: (loaded: number, total: number) => void) => {
    const result = await client
      .mutation(UploadPortalTntDocumentMutation, { id, version: packet.version, file }, { fetch: progressFetch(onProgress) })
      .toPromise();
    if (!result.error) {
      toast.success(`${label} sent: the title clerk reviews it.`);
      return null;
    }
    const failure = graphqlFailure(result.error);
    if (failure.code === 'CONFLICT') {
      onConflict();
      return 'The packet changed meanwhile — reloaded. Check the document and send it again.';
    }
    return failure.fieldErrors.file?.join(' ') ?? failure.message;
  };

  return (
    <Panel
      title={`${TNT_KIND_LABEL[packet.kind]} packet ${packet.number}`}
      description={
        <p>{`${packet.districtName}${packet.vin ? ` · VIN ${packet.vin}` : ''} · ${PAPERWORK_STATUS_LABEL[packet.paperworkStatus]}`}</p>
      }
    >
      <ul className="plain-list tnt-checklist" aria-label={`Documents of packet ${packet.number}`}>
        {packet.documents.map((document) => (
          <li key={document.id} className="tnt-document">
            <h3>
              {document.label} <Badge tone={documentStateTone(document.state)}>{DOCUMENT_STATE_LABEL[document.state]}</Badge>
            </h3>
            {document.guidance && <p className="muted">{document.guidance}</p>}
            {document.rejectReason && <p>{`Why it was rejected: ${document.rejectReason}`}</p>}
            {document.media && (
              <p>
                <a href={document.media.url} target="_blank" rel="noreferrer">
                  {document.media.fileName}
                </a>
              </p>
            )}
            {document.moves.includes('RECEIVE') && (
              <DocumentUpload label={document.label} send={(file, onProgress) => upload(document.id, document.label, file, onProgress)} />
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
};

/**
 * The portal order's tag-and-title checklists (its packets, loaded when the tab opens: nothing of it is in the order
 * page's first load), with nothing internal: no fees, notes or staff names.
 */
export const PortalPackets = ({ orderId }: { orderId: string }) => {
  const [{ data, error }, refetch] = useQuery({ query: PortalTntPacketsQuery, variables: { orderId }, requestPolicy: 'cache-and-network' });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  if (!data) {
    if (error)
      return <ErrorState title="Could not load the paperwork checklists" message={graphqlFailure(error).message} onRetry={reload} />;
    return <Spinner label="Loading the paperwork checklists…" />;
  }
  if (data.portalTntPackets.length === 0) return null;
  return (
    <>
      {data.portalTntPackets.map((packet) => (
        <PortalPacket key={packet.id} packet={packet} onConflict={reload} />
      ))}
    </>
  );
};
