import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** Anything that can deliver a mail for real; absent = the outbox keeps it. */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer. SMTP_URL carries host, port, credentials and TLS choice
 * (smtp://user:pass@host:587, smtps://… for implicit TLS), the way nodemailer reads it.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Loaded by the first mail sent: a process without SMTP (and each API test file) never
  // evaluates nodemailer's 470 KB.
  let transporter: Promise<Transporter> | null = null;
  return {
    async send(mail) {
      transporter ??= import('nodemailer').then((nodemailer) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (
        await transporter
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
  };
}
