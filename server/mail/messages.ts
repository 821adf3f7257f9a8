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

/**
 * A login made or opened for someone by an operator (a driver invited, a trucking company's user added). `link` is a
 * set-password link (a new user, password_reset_tokens as forgot-password) or null (they already have a password).
 */
export const invitationMail = (
  to: string,
  invite: { name: string; as: string; tenant: string; link: string | null; days: number; appUrl: string },
): OutgoingMail => ({
  to,
  subject: `You have been invited to Legwork (${invite.tenant})`,
  text: invite.link
    ? `Hello ${invite.name},\n\n${invite.tenant} has invited you to sign in to Legwork as ${invite.as}.\n\nChoose your password within ${invite.days} days (the link works once):\n\n${invite.link}\n\nAfter that, ask for a new link at ${invite.appUrl}/forgot-password.`
    : `Hello ${invite.name},\n\n${invite.tenant} has given your Legwork account access as ${invite.as}.\n\nSign in with your usual password at ${invite.appUrl}/login (forgotten it? ${invite.appUrl}/forgot-password).`,
});
