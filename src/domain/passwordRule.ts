/** The one password rule (zod-free, so forms can show it without loading their schema). */
export const PASSWORD_MIN_LENGTH = 8;
