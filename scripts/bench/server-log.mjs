// Error lines the server logged while one endpoint was under load (GUIDE: report them, don't hide).
const STREAM_DROP = /transformAlgorithm is not a function/;
const ERROR_LINE = /(\berror\b|⨯|\bunhandled|\bECONN)/i;

export function summarizeLog(text) {
  let streamDrops = 0;
  let otherErrors = 0;
  let firstOther;
  for (const line of text.split('\n')) {
    if (STREAM_DROP.test(line)) streamDrops++;
    else if (ERROR_LINE.test(line) && !/^\s+at /.test(line)) {
      otherErrors++;
      firstOther ??= line.trim();
    }
  }
  return { streamDrops, otherErrors, firstOther };
}
