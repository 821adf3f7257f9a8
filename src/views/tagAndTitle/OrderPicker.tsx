import { type KeyboardEvent, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { vehicleName } from '../record/format';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { useDebouncedSearch } from './useDebouncedSearch';


const TntOrderSearchQuery = graphql(`
  query TntOrderSearch($search: String) {
    orders(first: 8, search: $search) {
      data {
        id
        number
        client {
          id
          displayName
        }
        vehicles {
          id
          year
          make
          model
          vin
        }
      }
    }
  }
`);

/** The order a link names (/tag-and-title/create?order=…), loaded once. */
export const TntOrderByIdQuery = graphql(`
  query TntOrderById($id: ID!) {
    order(id: $id) {
      id
      number
      client {
        id
        displayName
      }
      vehicles {
        id
        year
        make
        model
        vin
      }
    }
  }
`);

export type PickedOrder = {
  id: string;
  number: string;
  client: { displayName: string };
  vehicles: readonly { id: string; year?: number | null; make?: string | null; model?: string | null; vin?: string | null }[];
};

export type OrderPickerProps = { order: PickedOrder | null; onPick: (order: PickedOrder | null) => void; error?: readonly string[] };

const keepForm = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

const vehiclesText = (order: PickedOrder) => order.vehicles.map(vehicleName).join(', ') || 'no vehicle';

/** An order found by its number, reference or client (8 at a time), never a first-100 list. */
export const OrderPicker = ({ order, onPick, error }: OrderPickerProps) => {
  const [text, setText] = useState('');
  const search = useDebouncedSearch(text);
  const [{ data, fetching }] = useQuery({ query: TntOrderSearchQuery, variables: { search }, pause: search.length < 2 || order !== null });

  if (order)
    return (
      <div className="field">
        <p className="field-label">Order</p>
        <p>
          <strong>{order.number}</strong> — {order.client.displayName}
        </p>
        <Button className="btn-small" onClick={() => onPick(null)}>
          Choose another order
        </Button>
      </div>
    );

  const found = search.length >= 2 ? (data?.orders.data ?? []) : [];
  return (
    <div className="field">
      <TextField type="search" label="Order" hint="Type the order's number (O-100042), a reference or the client's name." value={text} onChange={setText} autoComplete="off" onKeyDown={keepForm} error={error} />
      <div aria-live="polite">
        {search.length >= 2 && fetching && <p className="muted">Searching orders…</p>}
        {search.length >= 2 && !fetching && found.length === 0 && <p className="muted">{`No order matches “${search}”.`}</p>}
        {found.length > 0 && (
          <ul className="plain-list">
            {found.map((row) => (
              <li key={row.id}>
                <Button className="btn-small" onClick={() => onPick(row)}>
                  {`Choose order ${row.number}`}
                </Button>{' '}
                {`${row.client.displayName} · ${vehiclesText(row)}`}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
