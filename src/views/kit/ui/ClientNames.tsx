export type ClientNamesProps = {
  client: { displayName: string };
  customer?: { displayName: string } | null;
};

/** A record's client, and under it the client's customer when the record is for one. */
export const ClientNames = ({ client, customer }: ClientNamesProps) => (
  <>
    {client.displayName}
    {customer && <span className="cell-sub">{customer.displayName}</span>}
  </>
);
