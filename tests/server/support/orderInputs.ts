/** GraphQL inputs of orders and quotes for the server tests. */

/** A LegInput from location `from` to `to` of the input's own locations, ASAP both ways unless `extra` says otherwise. */
export const legInput = (vehicleRef: number, from: number, to: number, transportMethod: string, extra: Record<string, unknown> = {}) => ({
  vehicleRef,
  originRef: { index: from },
  destinationRef: { index: to },
  transportMethod,
  requestedPickup: { mode: 'ASAP' },
  requestedDelivery: { mode: 'ASAP' },
  ...extra,
});
