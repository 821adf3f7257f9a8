import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { graphqlFailure } from '../kit/forms/failure';
import { recordRefusal } from '../kit/record/recordRefusal';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Dialog } from '../kit/ui/Dialog';
import { Spinner } from '../kit/ui/Spinner';
import toast from '../kit/ui/toast';
import { ClientDeletionQuery, DeleteClientMutation } from './clientAccounts.graphql';

export type ClientDeleteDialogProps = {
  client: { id: string; displayName: string; version: number };
  /** Closes the dialog; `reload` on a CONFLICT (the page reloads the client). */
  close: () => void;
  reload: () => void;
};

/**
 * Deleting a client asks first, naming what it touches, as the server counts them now: its open orders (linked; they
 * keep running) and the portal users whose every client it was, who are deactivated with it.
 */
export const ClientDeleteDialog = ({ client, close, reload }: ClientDeleteDialogProps) => {
  const [{ data, fetching, error }] = useQuery({ query: ClientDeletionQuery, variables: { id: client.id }, requestPolicy: 'network-only' });
  const [deleting, sendDelete] = useMutation(DeleteClientMutation);
  const onDelete = async () => {
    const result = await sendDelete({ id: client.id, version: client.version });
    if (result.error) {
      toast.error(recordRefusal(result.error, 'client', reload).message);
      return close();
    }
    toast.success(`Client ${client.displayName} deleted.`);
    close();
  };
  const deletion = data?.client;
  const more = deletion ? deletion.openOrderCount - deletion.openOrders.length : 0;
  return (
    <Dialog title={`Delete client ${client.displayName}?`} onClose={close}>
      {error && <Alert tone="danger">{transitionFailureMessage(graphqlFailure(error), 'client')}</Alert>}
      {fetching && !deletion && <Spinner label="Finding its open orders and portal users…" />}
      {deletion && (
        <div className="form">
          <p>It leaves the lists and can be restored later. Its orders and prices stay as they are.</p>
          {deletion.openOrders.length > 0 ? (
            <section aria-labelledby="delete-open-orders">
              <h3 id="delete-open-orders">
                {deletion.openOrderCount === 1 ? 'One open order' : `${deletion.openOrderCount} open orders`} of this client
              </h3>
              <ul className="badge-list">
                {deletion.openOrders.map((order) => (
                  <li key={order.id}>
                    <Link href={`/orders/${order.id}`}>{order.number}</Link>
                  </li>
                ))}
              </ul>
              {more > 0 && <p className="muted">and {more} more.</p>}
            </section>
          ) : (
            <p>It has no open orders.</p>
          )}
          {deletion.portalUsersLosingAccess.length > 0 ? (
            <section aria-labelledby="delete-portal-users">
              <h3 id="delete-portal-users">Portal users deactivated with it</h3>
              <ul>
                {deletion.portalUsersLosingAccess.map((user) => (
                  <li key={user.id}>
                    {user.name} ({user.email})
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <p>No portal user loses access.</p>
          )}
          <div className="button-row">
            <Button variant="danger" busy={deleting.fetching} onClick={onDelete}>
              Delete client
            </Button>
            <Button onClick={close} autoFocus>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {!deletion && (
        <div className="button-row">
          <Button onClick={close}>Cancel</Button>
        </div>
      )}
    </Dialog>
  );
};
