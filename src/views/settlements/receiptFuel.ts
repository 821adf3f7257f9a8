import type { SettlementExpenseType } from '@/generated/enums/SettlementExpenseType';
import type { DriverReceiptStatus } from '@/generated/enums/DriverReceiptStatus';
import { volumeUnitWord } from '../../domain/receiptFuel';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';

/** What the receipts page knows of a receipt's fuel details (its ReviewReceipt fragment). */
export type ReceiptFuelFacts = {
  expenseType: SettlementExpenseType;
  status: DriverReceiptStatus;
  fuelVolume?: number | null;
  fuelJurisdiction?: string | null;
  fuelTaxPaid: boolean;
  unit?: { id: string; unitNumber: string } | null;
};

/** The Fuel column: "112.5 gal · TX · tax paid · unit T-12"; "Not recorded" on a fuel receipt without them; "—" else. */
export const fuelWords = (receipt: ReceiptFuelFacts, fuelUnit: string | null | undefined, locale = 'en-US') => {
  if (receipt.expenseType !== 'FUEL') return '—';
  if (receipt.fuelVolume == null) return 'Not recorded';
  const volume = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(receipt.fuelVolume);
  return [
    `${volume} ${volumeUnitWord(fuelUnit)}`,
    receipt.fuelJurisdiction,
    receipt.fuelTaxPaid ? 'tax paid' : 'tax not paid',
    receipt.unit ? `unit ${receipt.unit.unitNumber}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
};

/** The fuel dialog's fields, as typed. */
export type FuelDraft = { volume: string; jurisdiction: string; taxPaid: boolean; unitId: string };

export const fuelDraftOf = (receipt: ReceiptFuelFacts): FuelDraft => ({
  volume: receipt.fuelVolume == null ? '' : String(receipt.fuelVolume),
  jurisdiction: receipt.fuelJurisdiction ?? '',
  taxPaid: receipt.fuelTaxPaid,
  unitId: receipt.unit?.id ?? '',
});

export type FuelInput = { volume: number; jurisdiction: string; taxPaid: boolean; unitId: string | null };

/** The mutation's `fuel` from the fields, or the fields' errors before any request (the server checks the rest). */
export const fuelInput = (draft: FuelDraft): { fuel: FuelInput } | { errors: FieldErrors } => {
  const errors: FieldErrors = {};
  const typed = draft.volume.trim().replace(/,/g, '');
  const volume = Number(typed);
  if (!typed) errors.volume = ['Enter the volume on the receipt.'];
  else if (!Number.isFinite(volume)) errors.volume = ['The volume is a number (112.5).'];
  if (!draft.jurisdiction) errors.jurisdiction = ['Pick where the fuel was bought.'];
  if (Object.keys(errors).length > 0) return { errors };
  return { fuel: { volume, jurisdiction: draft.jurisdiction, taxPaid: draft.taxPaid, unitId: draft.unitId || null } };
};

/** The server's field errors (`fuel.volume`) on the dialog's fields; `fuel` itself is the form's message. */
export const fuelFailure = (errors: FieldErrors): { fields: FieldErrors; message: string | null } => {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if (key.startsWith('fuel.')) fields[key.slice('fuel.'.length)] = messages;
    else general.push(...messages);
  }
  return { fields, message: general.length > 0 ? general.join(' ') : null };
};
