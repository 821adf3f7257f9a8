import crypto from 'node:crypto';
import { isSurveyCode, normalizeSurveyCode, SURVEY_CODE_ALPHABET } from '../../src/domain/surveys/answer';
import { hmac, randomToken, safeEqual, sha256 } from '../auth/tokens';

/** A survey's link and code work for 30 days after the delivery. */
export const SURVEY_DAYS = 30;

const SIGNATURE_LENGTH = 32;
const sign = (secret: string, nonce: string) => hmac(secret, `delivery-survey|${nonce}`).slice(0, SIGNATURE_LENGTH);

/**
 * The mailed token: `<nonce>.<signature>`, a 24-byte random nonce (base64url) and the first 128 bits of its HMAC-SHA256
 * under the session secret. Only sha256(token) is stored; a token whose signature does not match is refused before the
 * database is asked.
 */
export const newSurveyToken = (secret: string) => {
  const nonce = randomToken(24);
  const token = `${nonce}.${sign(secret, nonce)}`;
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
  const dot = value.indexOf('.');
  if (dot > 0) {
    const nonce = value.slice(0, dot);
    return /^[\w-]{16,64}$/.test(nonce) && safeEqual(sign(secret, nonce), value.slice(dot + 1)) ? sha256(value) : null;
  }
  return isSurveyCode(value) ? sha256(`code|${normalizeSurveyCode(value)}`) : null;
};

/** The stored hash of a leg's code. */
export const surveyCodeHash = (code: string) => sha256(`code|${normalizeSurveyCode(code)}`);
