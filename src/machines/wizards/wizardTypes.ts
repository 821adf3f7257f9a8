/** The shapes of the portal's order and quote wizards: the draft as typed, the steps, and what the server answers. */
import type { PortalPriceQuoteQuery } from '@/generated/graphql';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import type { ContactDraft, DateDraft, NewPlace, SavedPlace, VehicleDraft } from '../../domain/drafts';
import type { PortalTransportMethod } from '../../domain/transport';

export type { DateDraft, SavedPlace, VehicleDraft };

export type WizardKind = 'order' | 'quote';

export const WIZARD_STEPS = ['vehicles', 'pickup', 'delivery', 'dates', 'service', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The two ends of the move; every vehicle goes from the pickup to the delivery place. */
export const PLACE_ENDS = ['pickup', 'delivery'] as const;
export type PlaceEnd = (typeof PLACE_ENDS)[number];

/** A client or customer the portal user may order for (`key` is the customer's id, else the client's). */
export type WizardAccount = { key: string; clientId: string; customerId: string | null; label: string };

/** A new address with who to ask for there and when it is open. */
export type AddressDraft = NewPlace & { address2: string; contactName: string; contactPhone: string; hours: string };

/** Both the saved choice and the typed address are kept, so switching between them never loses either. */
export type PlaceDraft = {
  source: 'saved' | 'new';
  saved: SavedPlace | null;
  address: AddressDraft;
  /** Who hands the vehicles over (pickup) or takes them (delivery): every leg's pickup or delivery contact. */
  contact: ContactDraft;
};

export type ServiceDraft = {
  transportMethod: PortalTransportMethod | '';
  tagAndTitle: boolean;
  storageDays: string;
  specialInstructions: string;
  /** The portal user's own reference (stock or PO number), sent as the order's reference number. */
  reference: string;
};

export type WizardDraft = {
  accountKey: string;
  vehicles: VehicleDraft[];
  pickup: PlaceDraft;
  delivery: PlaceDraft;
  dates: { pickup: DateDraft; delivery: DateDraft };
  service: ServiceDraft;
  /** The next local key for a vehicle (keys, not indexes, so a removed row never shifts another's errors). */
  nextKey: number;
};

export type WizardPrice = PortalPriceQuoteQuery['portalPriceQuote'];

/** What the server made: the order or the PENDING quote, with the quote's total. */
export type WizardResult = { id: string; number: string; total: number | null; currency: string | null };

/** Why the price or the submit failed: a message, and field errors keyed as the QuoteInput's paths. */
export type WizardFailure = { message: string; fieldErrors: FieldErrors };

export type WizardErrors = FieldErrors;
