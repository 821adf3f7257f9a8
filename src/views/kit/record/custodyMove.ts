import type { OrderLegEvent } from '@/generated/enums/OrderLegEvent';
import type { EventOption } from './EventOptionsBar';

/** The two moves that hand a vehicle over: taken at pickup, handed over at delivery (each after its condition report). */
export type CustodyMove = Extract<OrderLegEvent, 'PICK_UP' | 'DELIVER'>;

const CUSTODY: readonly string[] = ['PICK_UP', 'DELIVER'] satisfies readonly CustodyMove[];

/**
 * The custody move a leg's status offers this user, from the server's `eventOptions`: open, or refused by the leg's
 * facts (its condition report is not in yet); null when the status offers neither or the role may not send it.
 */
export const custodyMove = (options: readonly EventOption<string>[]): { event: CustodyMove; enabled: boolean } | null => {
  const option = options.find(({ event, refusal }) => CUSTODY.includes(event) && refusal !== 'ROLE');
  return option ? { event: option.event as CustodyMove, enabled: option.enabled } : null;
};
