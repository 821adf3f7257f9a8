import { useState } from 'react';
import { useMutation } from 'urql';
import type { TransportMethod } from '@/generated/enums/TransportMethod';
import { type Failure, graphqlFailure } from '../kit/forms/failure';
import { CarrierPicker } from '../kit/pickers/CarrierPicker';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import toast from '../kit/ui/toast';
import { DispatchAssignLegsMutation } from './dispatch.graphql';

export type BulkLeg = { id: string; number: string; orderId: string; transportMethod: TransportMethod };

export type BulkAssignProps = {
  legs: readonly BulkLeg[];
  onAssigned: () => void;
};

/**
 * Several legs of one trip to one driver (a trucking company for TRUCKED legs), picked by name: assignLegs, all or
 * nothing; a refusal (the qualification rule) is shown with its reason and nothing is assigned.
 */
export const BulkAssign = ({ legs, onAssigned }: BulkAssignProps) => {
  const [carrier, setCarrier] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [state, assign] = useMutation(DispatchAssignLegsMutation);
  const methods = new Set(legs.map((leg) => leg.transportMethod));
  const orders = new Set(legs.map((leg) => leg.orderId));
  const kind = methods.has('TRUCKED') ? 'truckingCompany' : 'driver';
  const mixed = methods.has('TRUCKED') && methods.size > 1;
  const noun = legs.length === 1 ? 'leg' : 'legs';

  const submit = async () => {
    setFailure(null);
    const input = { legIds: legs.map((leg) => leg.id), ...(kind === 'driver' ? { driverId: carrier } : { truckingCompanyId: carrier }) };
    const result = await assign({ input });
    if (result.data?.assignLegs) {
      toast.success(`${legs.length} ${noun} assigned.`);
      setCarrier('');
      onAssigned();
      return;
    }
    setFailure(result.error ? graphqlFailure(result.error) : { code: null, message: 'Nothing was assigned.', fieldErrors: {} });
  };

  if (legs.length === 0) return <p className="muted">Tick the legs of one trip to assign them together.</p>;
  return (
    <section className="dispatch-bulk" aria-labelledby="dispatch-bulk-title">
      <h3 id="dispatch-bulk-title">{`Assign ${legs.length} ${noun}: ${legs.map((leg) => leg.number).join(', ')}`}</h3>
      {orders.size > 1 && <Alert tone="warning">These legs belong to {orders.size} orders: check they make one trip.</Alert>}
      {mixed ? (
        <Alert tone="warning">Trucked legs go to a trucking company and the others to a driver: tick legs of one kind.</Alert>
      ) : (
        <>
          <CarrierPicker key={kind} kind={kind} legId={legs[0].id} value={carrier} onChange={setCarrier} />
          {failure && <Alert tone="danger">{`Nothing was assigned. ${transitionFailureMessage(failure, 'leg')}`}</Alert>}
          <Button variant="primary" disabled={!carrier || state.fetching} busy={state.fetching} onClick={submit}>
            {`Assign ${legs.length} ${noun}`}
          </Button>
        </>
      )}
    </section>
  );
};
