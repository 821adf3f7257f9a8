/**
 * Whether a "customer not available" reason says why, or only that they were not there ("Customer not available", the
 * box's own words): the bill of lading must carry the reason, so both the capture and the server refuse the bare words.
 */
const RESTATES_ABSENCE =
  /^(the\s+)?(customer|client|dealer|receiver|shipper|consignee|attendant|owner|contact)?\s*(is\s+|was\s+)?(not\s+available|unavailable|not\s+there|not\s+here|absent|n\/a)\s*[.!]?$/i;

export const NOT_AVAILABLE_REASON_MESSAGE = 'Say why the customer was not available (for example: lot closed, nobody on site).';

/** True when the reason is missing or only restates that nobody was available. */
export const saysNoReason = (reason: string | null | undefined): boolean => {
  const text = (reason ?? '').trim();
  return text === '' || RESTATES_ABSENCE.test(text);
};
