import * as z from 'zod';
import { confirmed, newPassword } from './auth';
import { optionalText } from './text';

export const updateProfileSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(255),
  email: z.string().trim().email('The email must be a valid email address.').max(255),
  version: z.number().int().positive(),
});

export const updateContactSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: z
    .string()
    .trim()
    .email('The email must be a valid email address.')
    .nullish()
    .or(z.literal(''))
    .transform((value) => (value ? value : null)),
  phone: optionalText(40),
  phoneExt: optionalText(10),
  mobilePhone: optionalText(40),
  fax: optionalText(40),
  title: optionalText(100),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'The current password field is required.'),
    password: newPassword,
    passwordConfirmation: z.string(),
  })
  .superRefine(({ password, passwordConfirmation }, ctx) => confirmed({ password, password_confirmation: passwordConfirmation }, ctx));

export const createTokenSchema = z.object({ name: z.string().trim().min(1, 'The name field is required.').max(100) });

export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(255),
  email: z.string().trim().email('The email must be a valid email address.').max(255),
  phone: optionalText(40),
  company: optionalText(255),
  message: z.string().trim().min(10, 'The message must be at least 10 characters.').max(5000),
});

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
