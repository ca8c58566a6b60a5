// The file's own SMTP sink, as a real mail relay would receive the portal's mail.
import { startSmtpSink, type SmtpSink } from '@portal/upstream/testing/smtp-sink';
import { forThisFile } from './forThisFile.js';

export function useSmtpSink(): SmtpSink {
  return forThisFile('the SMTP sink', () => startSmtpSink(), (mail) => mail.stop());
}
