import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from '../passwordRule';

/** Input schemas shared by the forms (client-side checks) and the server (the authority). */
export const email = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, { message: 'The email field is required.', abort: true })
  .email('The email must be a valid email address.')
  .max(255);
/** The one password rule, for registration, reset and change. */
export const newPassword = z
  .string({ error: 'The password field is required.' })
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'The password may not be greater than 200 characters.');

const PASSWORD_MISMATCH = 'The password confirmation does not match.';

/** The confirmation must repeat the new password (the error goes on the password field, as Laravel's `confirmed`). */
export const confirmed = <T extends { password: string; password_confirmation: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MISMATCH });
};

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
  remember: z.boolean().optional().default(false),
});

export const registerSchema = z
  .object({
    name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(255),
    email,
    password: newPassword,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  })
  .superRefine(confirmed);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'The token field is required.' }).min(1, 'The token field is required.'),
    email,
    password: newPassword,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  })
  .superRefine(confirmed);

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
