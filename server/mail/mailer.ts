import nodemailer from 'nodemailer';
import type { Database, Queryable } from '../db/database';
import type { MediaStore } from '../media/store';

/** A stored file sent with a message: its name, type and content hash in the media store. */
export type MailAttachment = { fileName: string; contentType: string; hash: string };
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

/**
 * Every message goes to the outbox in the caller's transaction; nothing is sent for a rolled-back change. Answers the
 * outbox row's id (the communication log's entry names the mail it is).
 */
export const queueMail = async (tx: Queryable, mail: OutgoingMail): Promise<string> => {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO mail_outbox (to_address, subject, text_body, html_body, attachments) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [mail.to, mail.subject, mail.text, mail.html ?? null, JSON.stringify(mail.attachments ?? [])],
  );
  return rows[0].id;
};

export type Mailer = { deliverPending(): Promise<number> };

/**
 * With SMTP_URL the pending outbox is sent over SMTP; without it the outbox is the dev mailbox (GET /dev/mail)
 * and messages stay there for people and tests to read.
 */
export const createMailer = (db: Database, options: { smtpUrl: string | null; from: string; media?: MediaStore }): Mailer => {
  if (!options.smtpUrl) return { deliverPending: async () => 0 };
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    deliverPending: async () => {
      const { rows } = await db.query<{
        id: string;
        to: string;
        subject: string;
        text: string;
        html: string | null;
        attachments: MailAttachment[];
      }>(
        `SELECT id, to_address AS "to", subject, text_body AS "text", html_body AS "html", attachments FROM mail_outbox
         WHERE status = 'PENDING' ORDER BY created_at LIMIT 50`,
      );
      for (const mail of rows) {
        try {
          const attachments = await Promise.all(
            mail.attachments.map(async (file) => {
              if (!options.media) throw new Error('No media store to read the attachment from.');
              return { filename: file.fileName, contentType: file.contentType, content: await options.media.read(file.hash) };
            }),
          );
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
            attachments,
          });
          await db.query("UPDATE mail_outbox SET status = 'SENT', sent_at = now() WHERE id = $1", [mail.id]);
        } catch (error) {
          await db.query("UPDATE mail_outbox SET status = 'FAILED', error = $2 WHERE id = $1", [mail.id, String(error)]);
        }
      }
      return rows.length;
    },
  };
};
