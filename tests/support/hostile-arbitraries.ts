import fc from 'fast-check';

// Hostile values for the property suites of tests/api/hostile-*.test.ts (issue 8 §1).

/** SQL, script and template payloads: stored as text, never executed or rendered as markup. */
export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE customers; --",
  '1; SELECT pg_sleep(5)--',
  "\\'; DELETE FROM feedback; --",
  '1 UNION SELECT password_hash FROM customers',
  '$1',
  "E'\\x00'",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '%s%s%s%n',
  '__proto__',
] as const;

/** Path traversal in ids and file paths. */
export const TRAVERSALS = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd',
  'C:\\boot.ini',
  '..%252f..%252f',
  'file:///etc/passwd',
] as const;

/** Unicode that storable text may hold: RTL and zero-width marks, combining marks, emoji, CJK, BOM. */
export const UNICODE_EDGES = [
  '\u202Eevil\u202C',
  '\u200F\u05D0\u05D1\u200E',
  'a\u200Bb\u200Dc\u2060',
  'e\u0301\u0301\u0301',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '灯笼礼品',
  '\uFEFFbom',
  'Z̴͉̈a̵̟͝l̸̠̆g̶̱̊o̶̦̒',
  '\u0007\u001B[31mred',
  '\uFFFD\uFFFF',
] as const;

/** Text PostgreSQL cannot store as sent: the API refuses it with 400 naming the field. */
export const UNSTORABLE = ['nul\u0000byte', '\u0000', 'lone \uD800 high', 'lone \uDC00 low', 'x\uDFFF'] as const;

/** Text any text column can hold exactly (after the schemas' trim). */
export const storableText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTIONS, ...TRAVERSALS, ...UNICODE_EDGES),
  fc.tuple(fc.constantFrom(...INJECTIONS), fc.constantFrom(...UNICODE_EDGES)).map(([a, b]) => `${a}${b}`),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((text) => !text.includes('\u0000') && text.isWellFormed()),
);

/** Any hostile string: storable ones, unstorable ones and huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: storableText, weight: 6 },
  { arbitrary: fc.constantFrom(...UNSTORABLE), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.constantFrom(5_000, 70_000).map((n) => 'A'.repeat(n)), weight: 1 },
  { arbitrary: fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'true', 'null', '[]', '{}', '9'.repeat(40), '0x10', '1,2,,3'), weight: 2 },
);

/** A value of the wrong JSON type for wherever it is put. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, [], {}), weight: 3 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', '$where', "a'b", 'x'), hostileString, { maxKeys: 2 }), weight: 1 },
);

/** Bodies that are not JSON at all, or cut short. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '{"a":01}', '\u0000', '{"a":"\\ud800"', '<xml/>', 'a=1&b=2', '\uFEFF{}'),
  fc.string({ unit: 'binary', maxLength: 40 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** fast-check settings: a fixed seed (override with FC_SEED) so a failure reruns exactly. */
export function runs(numRuns: number): fc.Parameters<unknown> {
  const seed = Number(process.env.FC_SEED ?? 20261124);
  return { numRuns, seed, endOnFailure: true, verbose: 1 };
}
