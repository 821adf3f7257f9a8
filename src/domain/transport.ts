/** Which transport methods a portal user may order, shared by the wizards, their views and the server's check. */
import { TransportMethod } from '../generated/enums/TransportMethod';

/** The portal orders driven or trucked moves; towing and client drop-offs are arranged by staff. */
export const PORTAL_TRANSPORT_METHODS = [TransportMethod.DRIVEN, TransportMethod.TRUCKED] as const;
export type PortalTransportMethod = (typeof PORTAL_TRANSPORT_METHODS)[number];

export const isPortalTransportMethod = (value: string): value is PortalTransportMethod =>
  (PORTAL_TRANSPORT_METHODS as readonly string[]).includes(value);
