import type { OutgoingMail } from './mailer';

export const verificationMail = (to: string, name: string, link: string): OutgoingMail => ({
  to,
  subject: 'Verify your email address',
  text: `Hello ${name},\n\nPlease confirm your email address for Legwork by opening this link within 60 minutes:\n\n${link}\n\nIf you did not create an account, no further action is required.`,
});

export const passwordResetMail = (to: string, link: string): OutgoingMail => ({
  to,
  subject: 'Reset your password',
  text: `You are receiving this email because we received a password reset request for your Legwork account.\n\nReset your password within 60 minutes:\n\n${link}\n\nIf you did not request a password reset, no further action is required.`,
});
