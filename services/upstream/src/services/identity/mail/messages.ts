// The identity e-mails: plain text first (what every client shows), a simple HTML part second.
import type { MailMessage } from './mailer.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function message(to: string, subject: string, lines: string[], link: { href: string; label: string }): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.href}`, '', 'If you did not ask for this, you can ignore this e-mail.', '', 'Meridian Research'].join('\n');
  const html = `<p>${lines.map(escapeHtml).join('</p><p>')}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p><p>If you did not ask for this, you can ignore this e-mail.</p><p>Meridian Research</p>`;
  return { to, subject, text, html };
}

export function passwordlessEmail(user: { email: string; firstName: string }, link: string): MailMessage {
  return message(user.email, 'Your Meridian Research sign-in link', [`Hello ${user.firstName},`, 'Use this link to sign in to Meridian Research. It works once, within 15 minutes.'], { href: link, label: 'Sign in' });
}

export function passwordResetEmail(user: { email: string; firstName: string }, link: string): MailMessage {
  return message(user.email, 'Reset your Meridian Research password', [`Hello ${user.firstName},`, 'Use this link to choose a new password. It works once, within 60 minutes.'], { href: link, label: 'Reset your password' });
}
