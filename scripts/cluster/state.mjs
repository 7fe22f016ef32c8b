// The running cluster as JSON (`--state FILE`), for the tests of tests/cluster: where nginx and each
// process listen, their pids (to kill one), the database (to write the catalogue and count
// inquiries) and the captcha echo file. Rewritten whenever a process dies or comes back.
import fs from 'node:fs';

export function writeState(file, state) {
  if (!file) return;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(temporary, file); // readers never see half a file
}

export function readState(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export function removeState(file) {
  if (file) fs.rmSync(file, { force: true });
}
