import crypto from 'node:crypto';
import { isSurveyCode, normalizeSurveyCode, SURVEY_CODE_ALPHABET } from '../../src/domain/surveys/answer';
import { hmac, safeEqual, sha256 } from '../auth/tokens';

/** A survey's link and code work for 30 days after the delivery. */
export const SURVEY_DAYS = 30;

const SIGNATURE_BYTES = 8;
const sign = (secret: string, nonce: string) => hmac(secret, `delivery-survey|${nonce}`).slice(0, SIGNATURE_BYTES * 2);
const uuidText = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The mailed token, written as a UUID (the route /delivery-survey/:id takes one): 8 random bytes (the nonce) and the
 * first 8 bytes of HMAC-SHA256(session secret, nonce), in hex. Only sha256(token) is stored; a token whose signature
 * does not match is refused before the database is asked (guessing one means guessing 64 bits of signature for a
 * nonce that was mailed, at 5 tries a minute).
 */
export const newSurveyToken = (secret: string) => {
  const nonce = crypto.randomBytes(SIGNATURE_BYTES).toString('hex');
  const token = uuidText(`${nonce}${sign(secret, nonce)}`);
  return { token, hash: sha256(token) };
};

/**
 * The bill of lading's code of a leg: eight characters of SURVEY_CODE_ALPHABET drawn from HMAC(secret, leg id), so
 * the PDF can print it before the leg is delivered and nothing is stored until then (the survey row keeps its hash).
 */
export const surveyCodeOf = (secret: string, legId: string) => {
  const bytes = crypto.createHmac('sha256', secret).update(`delivery-survey-code|${legId}`).digest();
  return Array.from(bytes.subarray(0, 8), (byte) => SURVEY_CODE_ALPHABET[byte % SURVEY_CODE_ALPHABET.length]).join('');
};

/** The code as printed: `K7MX-4QPD`. */
export const printedSurveyCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * The hash to look a token or code up by, or null when it cannot be one: a token with a forged signature, or text
 * that is neither a token nor a code.
 */
export const surveyLookupHash = (secret: string, raw: string): string | null => {
  const value = raw.trim();
  if (value.length > 200) return null;
  if (UUID_TEXT.test(value.toLowerCase())) {
    const hex = value.toLowerCase().replaceAll('-', '');
    const token = uuidText(hex);
    return safeEqual(sign(secret, hex.slice(0, 16)), hex.slice(16)) ? sha256(token) : null;
  }
  return isSurveyCode(value) ? sha256(`code|${normalizeSurveyCode(value)}`) : null;
};

/** The stored hash of a leg's code. */
export const surveyCodeHash = (code: string) => sha256(`code|${normalizeSurveyCode(code)}`);
