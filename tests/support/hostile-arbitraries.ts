import fc from 'fast-check';

// Hostile values for the property suites of tests/api/hostile-*.test.ts.

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

/**
 * Keys every plain object inherits: a lookup `map[key]` of an object literal finds
 * Object.prototype's member, so `keyword=constructor` once answered 503. Sent as values and as
 * JSON object keys.
 */
export const PROTOTYPE_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
] as const;

/** A prototype key as a visitor may type it: any case, alone or inside other text. */
export const prototypeText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom('as is', 'upper', 'title', 'inside', 'dotted'))
  .map(([key, form]) => {
    if (form === 'upper') return key.toUpperCase();
    if (form === 'title') return key.charAt(0).toUpperCase() + key.slice(1);
    if (form === 'inside') return `red ${key} lantern`;
    return form === 'dotted' ? `${key}.${key}` : key;
  });

/** Whole numbers as query and path text: at and past int4, past 2^53, negative, and odd spellings. */
export const NUMBER_TEXTS = [
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '9999999999',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999',
  '00000000001',
  '1.5',
  '-0',
  '1e3',
  '0x10',
  '1e309',
  'Infinity',
  'NaN',
] as const;

/** The same as JSON numbers: int4's edges, 2^53 and past it, fractions, -0, the largest double. */
export const JSON_NUMBERS = [2147483647, 2147483648, -2147483649, 4294967296, 9999999999, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1.5, -0, 1e308, 5e-324] as const;

/** Percent-escapes that do not decode: bad hex, a lone `%`, cut or overlong UTF-8, `%u`. */
export const MALFORMED_ESCAPES = ['%ZZ', '%', '%E0%A4%A', '%E2%82', '%C0%AE', '%FF%FE', '%u0041', '%%', '%2'] as const;

/** Methods fetch can send that no API route serves (WebDAV, cache purges, made-up tokens). */
export const ODD_METHODS = ['PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'PURGE', 'SEARCH', 'REPORT', 'LINK', 'BREW', 'PUT', 'PATCH'] as const;

/** Methods fetch refuses to send (a Node server still receives them from a raw socket). */
export const FORBIDDEN_METHODS = ['TRACE', 'TRACK', 'CONNECT'] as const;

/** Any odd method: a listed one or a made-up token. */
export const oddMethod: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...ODD_METHODS), fc.stringMatching(/^[A-Z]{3,12}$/));

/**
 * JSON text nested `depth` levels deep, built as text (JSON.stringify would recurse too): arrays,
 * objects or both, whole or under a field.
 */
export const deepJson: fc.Arbitrary<{ text: string; depth: number }> = fc
  .record({ depth: fc.constantFrom(33, 100, 1000, 8000, 60_000), shape: fc.constantFrom('array', 'object', 'mixed'), field: fc.constantFrom(undefined, 'list', 'content', 'cart') })
  .map(({ depth, shape, field }) => {
    const pairs = Math.ceil(depth / 2);
    const open = shape === 'array' ? '['.repeat(depth) : shape === 'object' ? '{"a":'.repeat(depth) : '[{"a":'.repeat(pairs);
    const close = shape === 'array' ? ']'.repeat(depth) : shape === 'object' ? '}'.repeat(depth) : '}]'.repeat(pairs);
    const nested = `${open}${shape === 'array' ? '' : '1'}${close}`;
    return { text: field ? `{"${field}":${nested}}` : nested, depth };
  });

/** Text PostgreSQL cannot store as sent: the API refuses it with 400 naming the field. */
export const UNSTORABLE = ['nul\u0000byte', '\u0000', 'lone \uD800 high', 'lone \uDC00 low', 'x\uDFFF'] as const;

/** Text any text column can hold exactly (after the schemas' trim). */
export const storableText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTIONS, ...TRAVERSALS, ...UNICODE_EDGES, ...PROTOTYPE_KEYS),
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
  { arbitrary: fc.constantFrom(...NUMBER_TEXTS), weight: 2 },
  { arbitrary: prototypeText, weight: 2 },
);

/** A value of the wrong JSON type for wherever it is put. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: fc.constantFrom(null, true, false, 0, -1, -(2 ** 63), [], {}), weight: 2 },
  { arbitrary: fc.constantFrom(...JSON_NUMBERS), weight: 2 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, '$where', "a'b", 'x'), hostileString, { maxKeys: 2 }), weight: 1 },
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
