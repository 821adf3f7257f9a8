/**
 * A phone number as typed ("+1 (404) 555-0142 ext 12") as a `tel:` address: the digits and a leading +, the extension
 * dropped (RFC 3966 takes visual separators only, and a dialer would ring the extension's digits as part of the number).
 */
export const telHref = (phone: string): string => `tel:${phone.replace(/\s*(x|ext\.?)\s*\d+\s*$/i, '').replace(/[^\d+]/g, '')}`;
