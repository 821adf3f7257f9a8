import type * as z from 'zod';

/** Field errors in Laravel's shape: `{ field: ["message", …] }`. */
export type FieldErrors = Record<string, string[]>;

export const fieldErrors = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'input';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
};

/** Laravel's summary: the first message, and how many more there are. */
export const summary = (errors: FieldErrors): string => {
  const messages = Object.values(errors).flat();
  if (messages.length === 0) return 'The given data was invalid.';
  const more = messages.length - 1;
  return more > 0 ? `${messages[0]} (and ${more} more error${more > 1 ? 's' : ''})` : messages[0];
};
