import { formatDate, formatDateTime } from '../../src/domain/format';
import type { CommunicationTemplate } from '../../src/generated/enums/CommunicationTemplate';
import type { OutgoingMail } from '../mail/mailer';

/** What a template mail says of a leg, read in the tenant's zone and locale (communications.mail.ts). */
export type LegMailFacts = {
  tenantName: string;
  timeZone: string;
  locale: string;
  number: string;
  vehicle: string;
  origin: string;
  destination: string;
  requestedPickup: string | null;
  requestedDelivery: string | null;
  confirmedPickupAt: Date | null;
  confirmedDeliveryAt: Date | null;
};

const when = (facts: LegMailFacts, at: Date | null, day: string | null) =>
  at ? formatDateTime(at.toISOString(), facts.locale, facts.timeZone) : day ? formatDate(day, facts.locale) : 'to be confirmed';

/** The three templates of issue 32, each filled from the leg: its number, vehicle, ends and windows. */
export const templateMail = (template: CommunicationTemplate, to: string, name: string | null, facts: LegMailFacts): OutgoingMail => {
  const pickup = when(facts, facts.confirmedPickupAt, facts.requestedPickup);
  const delivery = when(facts, facts.confirmedDeliveryAt, facts.requestedDelivery);
  const route = `${facts.vehicle} from ${facts.origin} to ${facts.destination}`;
  const hello = name ? `Hello ${name},` : 'Hello,';
  const bye = `\n\n${facts.tenantName}`;
  switch (template) {
    case 'PICKUP_CONFIRMATION':
      return {
        to,
        subject: `Pickup confirmed: ${facts.number}`,
        text: `${hello}\n\nWe confirm the pickup of the ${route} (leg ${facts.number}) on ${pickup}.${bye}`,
      };
    case 'DELIVERY_WINDOW':
      return {
        to,
        subject: `Delivery window: ${facts.number}`,
        text: `${hello}\n\nThe ${route} (leg ${facts.number}) is due for delivery on ${delivery}.${bye}`,
      };
    case 'DELAY_NOTICE':
      return {
        to,
        subject: `Delay notice: ${facts.number}`,
        text: `${hello}\n\nThe ${route} (leg ${facts.number}) is delayed. Pickup is now planned on ${pickup} and delivery on ${delivery}. We are sorry for the inconvenience.${bye}`,
      };
  }
};
