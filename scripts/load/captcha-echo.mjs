// Registration needs the §5 captcha. The server under test runs with CAPTCHA_ECHO_FILE (the test
// hook scripts/e2e-server.mjs uses; never set in production), appending `guid code` lines; this
// reads the file as it grows and answers the code of a guid.
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export class CaptchaEcho {
  constructor(file) {
    this.file = file;
    this.offset = 0;
    this.pending = '';
    this.codes = new Map();
  }

  readNew() {
    let fd;
    try {
      fd = fs.openSync(this.file, 'r');
    } catch {
      return;
    }
    try {
      const size = fs.fstatSync(fd).size;
      if (size <= this.offset) return;
      const buffer = Buffer.alloc(size - this.offset);
      fs.readSync(fd, buffer, 0, buffer.length, this.offset);
      this.offset = size;
      const lines = (this.pending + buffer.toString('utf8')).split('\n');
      this.pending = lines.pop();
      for (const line of lines) {
        const [guid, code] = line.trim().split(' ');
        if (guid && code) this.codes.set(guid, code);
      }
    } finally {
      fs.closeSync(fd);
    }
  }

  async codeFor(guid, timeoutMs = 10_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const code = this.codes.get(guid);
      if (code) {
        this.codes.delete(guid);
        return code;
      }
      if (Date.now() > until) return undefined;
      this.readNew();
      if (!this.codes.has(guid)) await sleep(50);
    }
  }
}
