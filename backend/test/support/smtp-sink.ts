/** The repo's one SMTP sink (shared with the benchmarks), under the name tests import. */
export { SmtpSink, type ReceivedEmail, type SmtpSinkOptions } from '../../../testing/smtp-sink';
