// A loopback SMTP server (as scripts/e2e-server.mjs runs one) that counts what it receives, started
// on a chosen port only when the faults run wants the mail server "back".
import { SMTPServer } from 'smtp-server';

export class SmtpSink {
  constructor() {
    this.received = [];
  }

  start(port) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    // A server killed mid-conversation (the SIGKILL scenarios) resets its SMTP connection: that is
    // the fault under test, not an error of the sink.
    this.server.on('error', () => {});
    return new Promise((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
  }

  stop() {
    return new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve()));
  }
}
