import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createMediaSigner, mediaSigner, signMediaJson, signMediaList, signMediaUrl, SIGNED_LINK_BUCKET_SECONDS, SIGNED_LINK_SECONDS, type MediaSigner } from '@/server/media';
import { MAX_REMEMBERED_SIGNATURES } from '@/server/media/signed-links';
import { loadOrCreateSecret } from '@/server/media/signing-secret';

// No MEDIA_SIGNING_SECRET here: the default signer makes one under this DATA_DIR.
const dataDir = path.join(tmpdir(), `lantern-signing-${process.pid}-${Date.now()}`);
process.env.DATA_DIR = dataDir;
delete process.env.MEDIA_SIGNING_SECRET;
delete process.env.MEDIA_BASE_URL;

const signer = createMediaSigner({ secret: () => 'unit-test-secret-0123456789abcdefghijkl' });
const at = Date.UTC(2026, 0, 1, 8, 7, 30); // 08:07:30
const LINK = /^\/Upload\/product\/x(_\d+)?\.webp\?e=(\d+)&s=([A-Za-z0-9_-]{22})$/;

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('signed links (§7)', () => {
  it('signs a path as /Upload/...?e=<expiry>&s=<22-character HMAC>', () => {
    const url = signMediaUrl('/Upload/product/x.webp', { now: at }, signer);
    expect(url).toMatch(LINK);
  });

  it('R7.10 R9.24 expires after at most 10800 s, rounded down to a quarter hour so links repeat', () => {
    const url = signMediaUrl('/Upload/product/x.webp', { now: at }, signer);
    const expires = Number(LINK.exec(url)![2]);
    expect(expires % SIGNED_LINK_BUCKET_SECONDS).toBe(0);
    expect(expires).toBe(Date.UTC(2026, 0, 1, 11, 0, 0) / 1000);
    expect(expires - at / 1000).toBeLessThanOrEqual(SIGNED_LINK_SECONDS);
    expect(expires - at / 1000).toBeGreaterThan(SIGNED_LINK_SECONDS - SIGNED_LINK_BUCKET_SECONDS);
    // The same link for the rest of the quarter hour, a new one after it.
    expect(signMediaUrl('/Upload/product/x.webp', { now: at + 7 * 60_000 }, signer)).toBe(url);
    expect(signMediaUrl('/Upload/product/x.webp', { now: at + 8 * 60_000 }, signer)).not.toBe(url);
  });

  it('R7.12 R9.30 signs a thumbnail on the variant path', () => {
    for (const size of [100, 200, 300] as const) {
      const url = signMediaUrl('/Upload/product/x.webp', { size, now: at }, signer);
      expect(url.startsWith(`/Upload/product/x_${size}.webp?`)).toBe(true);
      const e = new URL(url, 'http://h').searchParams;
      expect(signer.verify([`/Upload/product/x_${size}.webp`], e.get('e'), e.get('s'), at).ok).toBe(true);
      expect(signer.verify(['/Upload/product/x.webp'], e.get('e'), e.get('s'), at).ok).toBe(false);
    }
  });

  it('R7.12 signMediaList signs every picture of a list, optionally as one variant size', () => {
    const list = signMediaList(['/Upload/product/x.webp', '/Upload/product/x-2.webp'], 100, { now: at }, signer);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatch(/^\/Upload\/product\/x_100\.webp\?e=/);
    expect(list[1]).toMatch(/^\/Upload\/product\/x-2_100\.webp\?e=/);
  });

  it('R9.37 puts links on the image base address when one is configured', () => {
    const cdn = createMediaSigner({ secret: () => 'unit-test-secret-0123456789abcdefghijkl', baseUrl: 'https://img.lantern.example/' });
    const url = signMediaUrl('/Upload/product/x.webp', { now: at }, cdn);
    expect(url).toMatch(/^https:\/\/img\.lantern\.example\/Upload\/product\/x\.webp\?e=\d+&s=/);
    // The signature covers the path only, so the origin behind the CDN accepts it.
    expect(url.slice('https://img.lantern.example'.length)).toBe(signMediaUrl('/Upload/product/x.webp', { now: at }, signer));
  });

  it('passes through what is not a stored picture path', () => {
    expect(signMediaUrl('', {}, signer)).toBe('');
    expect(signMediaUrl('https://example.com/Upload/x.webp', {}, signer)).toBe('https://example.com/Upload/x.webp');
    expect(signMediaUrl('/images/logo.svg', { size: 100 }, signer)).toBe('/images/logo.svg');
    const once = signMediaUrl('/Upload/product/x.webp', { now: at }, signer);
    expect(signMediaUrl(once, {}, signer)).toBe(once);
  });

  it('verifies expiry, signature and form', () => {
    const url = new URL(signMediaUrl('/Upload/product/x.webp', { now: at }, signer), 'http://h');
    const [e, s] = [url.searchParams.get('e'), url.searchParams.get('s')];
    const paths = ['/Upload/product/x.webp'];
    expect(signer.verify(paths, e, s, at)).toEqual({ ok: true, expires: Number(e) });
    expect(signer.verify(paths, e, s, Number(e) * 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(signer.verify(paths, null, null, at)).toEqual({ ok: false, reason: 'unsigned' });
    expect(signer.verify(paths, e, null, at)).toEqual({ ok: false, reason: 'malformed' });
    expect(signer.verify(paths, '1e10', s, at)).toEqual({ ok: false, reason: 'malformed' });
    expect(signer.verify(['/Upload/product/y.webp'], e, s, at)).toEqual({ ok: false, reason: 'bad-signature' });
    const other = createMediaSigner({ secret: () => 'another-secret-0123456789abcdefghijklmn' });
    expect(other.verify(paths, e, s, at)).toEqual({ ok: false, reason: 'bad-signature' });
  });
});

describe('signMediaJson (§7: answers with /Upload/ paths are rewritten)', () => {
  const sign = (value: unknown): string => signMediaJson(JSON.stringify(value), { now: at }, signer);
  const signed = (p: string) => signMediaUrl(p, { now: at }, signer);

  it('R7.09 rewrites every /Upload/ path anywhere in a JSON answer', () => {
    const body = {
      code: 0,
      data: {
        list: [
          { id: 1, pics: '/Upload/product/a.webp,/Upload/product/a-2.webp', cover: '/Upload/product/a.webp', price: 1.5 },
          { id: 2, pics: ['/Upload/product/b.webp'], nameen: 'Upload lantern', empty: '', none: null },
        ],
        dto: { content: '<p><img src="/Upload/content/c.webp" alt=""> and <img src=\'/Upload/content/d.webp\'></p>' },
      },
    };
    const result = JSON.parse(sign(body)) as typeof body;
    expect(result.data.list[0]!.pics).toBe(`${signed('/Upload/product/a.webp')},${signed('/Upload/product/a-2.webp')}`);
    expect(result.data.list[0]!.cover).toBe(signed('/Upload/product/a.webp'));
    expect(result.data.list[0]!.cover).toMatch(/^\/Upload\/product\/a\.webp\?e=\d+&s=[A-Za-z0-9_-]{22}$/);
    expect(result.data.list[0]!.price).toBe(1.5);
    expect(result.data.list[1]!.pics).toEqual([signed('/Upload/product/b.webp')]);
    expect(result.data.list[1]!.nameen).toBe('Upload lantern');
    expect(result.data.list[1]!.empty).toBe('');
    expect(result.data.list[1]!.none).toBeNull();
    expect(result.data.dto.content).toBe(`<p><img src="${signed('/Upload/content/c.webp')}" alt=""> and <img src='${signed('/Upload/content/d.webp')}'></p>`);
  });

  it('leaves signed links, external URLs and look-alike paths alone', () => {
    const value = { a: signed('/Upload/product/a.webp'), b: 'https://cdn.example.com/Upload/x.webp', d: 'see /Uploads/x', e: 'x/Upload/product/no.webp' };
    expect(sign(value)).toBe(JSON.stringify(value));
  });

  it('signs a percent-encoded path in HTML as the stored (decoded) path', () => {
    expect(sign('<img src="/Upload/product/%E7%81%AF.webp">')).toBe(JSON.stringify(`<img src="${signed('/Upload/product/灯.webp')}">`));
  });
});

describe('signMediaJson (the API answer signed as text)', () => {
  // `/Upload/...` where a link starts in a string (its start, after a quote, =, (, comma, semicolon,
  // > or whitespace), up to a character that cannot be part of a stored path; a query: left alone.
  const UPLOAD_LINK = /(^|[\s"'=(,;>])(\/Upload\/[^\s"'<>?#,;()&\\]+)(\?[^\s"'<>#\\]*)?/g;

  /**
   * The reference signJson is held to, here only: a copy of a parsed answer with every string's
   * unsigned `/Upload/` links signed one by one (HTML's percent-encoded paths as the stored path).
   * Production signs the text without parsing it and writing it again.
   */
  function signValue(value: unknown, now: number, by: MediaSigner): unknown {
    const storedPath = (link: string) => {
      if (!/%[0-9A-Fa-f]{2}/.test(link)) return link;
      try {
        return decodeURIComponent(link);
      } catch {
        return link;
      }
    };
    const walk = (item: unknown): unknown => {
      if (typeof item === 'string')
        return item.replace(UPLOAD_LINK, (match, lead: string, path: string, query?: string) => (query ? match : `${lead}${by.signUrl(storedPath(path), { now })}`));
      if (Array.isArray(item)) return item.map(walk);
      if (item !== null && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, v]) => [key, walk(v)]));
      return item;
    };
    return walk(value);
  }

  // Strings a real answer holds: descriptions with line breaks, tabs and quotes, HTML with escaped
  // attributes, Chinese file names, comma lists, a backslash before a link, signed and foreign links.
  const answers: unknown[] = [
    { code: 0, data: { list: [{ pics: '/Upload/product/a.webp,/Upload/product/a-2.webp', cover: '/Upload/product/a.webp' }] } },
    { content: '<p><img src="/Upload/content/c.webp" alt="Lantern “Deluxe” \u0022x\u0022"></p>', note: "<img src='/Upload/content/d.webp'>" },
    { text: 'Line one\n/Upload/product/n.webp\r\n/Upload/product/r.webp\t/Upload/product/t.webp\f/Upload/product/f.webp\v/Upload/product/v.webp' },
    { text: 'a backslash then n: \\n/Upload/product/no.webp; two: \\\\/Upload/product/no2.webp; escaped then n: \\\n/Upload/product/yes.webp' },
    { text: '"/Upload/product/quoted.webp" (/Upload/product/paren.webp) =/Upload/product/eq.webp >/Upload/product/gt.webp' },
    { zh: '圣诞灯 /Upload/product/圣诞灯.webp,/Upload/product/%E7%81%AF.webp', space: '\u00a0/Upload/product/nbsp.webp' },
    { signed: '/Upload/product/s.webp?e=1&s=abc', foreign: 'https://cdn.example.com/Upload/x.webp', not: 'x/Upload/product/no.webp', uploads: '/Uploads/x' },
    ['/Upload/product/top.webp', 3, null, true, { deep: [['/Upload/product/deep.webp']] }],
  ];

  it('writes the same text as parsing the answer, signing every string and writing it again', () => {
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(signMediaJson(text, { now: at }, signer)).toBe(JSON.stringify(signValue(JSON.parse(text), at, signer)));
    }
    // The cases above did sign links (the test would pass trivially if nothing were signed).
    expect(signMediaJson(JSON.stringify(answers[2]), { now: at }, signer).match(/\?e=\d+&s=/g)).toHaveLength(5);
    expect(signMediaJson(JSON.stringify(answers[3]), { now: at }, signer).match(/\?e=\d+&s=/g)).toHaveLength(1);
  });

  it('R8.44 logs and returns the text as it was when it cannot sign', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = createMediaSigner({
      secret: () => {
        throw new Error('secret gone');
      },
    });
    const text = JSON.stringify(answers[0]);
    expect(signMediaJson(text, {}, failing)).toBe(text);
    expect(log).toHaveBeenCalled();
  });
});

describe('remembered signatures', () => {
  it('asks for the secret once per picture and quarter hour, and still verifies what it signed', () => {
    const secret = vi.fn(() => 'unit-test-secret-0123456789abcdefghijkl');
    const counted = createMediaSigner({ secret });
    const first = counted.signUrl('/Upload/product/x.webp', { now: at });
    expect(counted.signUrl('/Upload/product/x.webp', { now: at + 60_000 })).toBe(first);
    expect(secret).toHaveBeenCalledTimes(1);
    // The same signature as a signer that remembers nothing of it.
    expect(first).toBe(createMediaSigner({ secret: () => 'unit-test-secret-0123456789abcdefghijkl' }).signUrl('/Upload/product/x.webp', { now: at }));
    const [, , e, s] = LINK.exec(first)!;
    expect(counted.verify(['/Upload/product/x.webp'], e!, s!, at)).toEqual({ ok: true, expires: Number(e) });
    // The next quarter hour signs anew.
    counted.signUrl('/Upload/product/x.webp', { now: at + SIGNED_LINK_BUCKET_SECONDS * 1000 });
    expect(secret).toHaveBeenCalledTimes(2);
  });

  it(`keeps at most ${MAX_REMEMBERED_SIGNATURES} of them, dropping the oldest first`, () => {
    const secret = vi.fn(() => 'unit-test-secret-0123456789abcdefghijkl');
    const counted = createMediaSigner({ secret });
    for (let i = 0; i <= MAX_REMEMBERED_SIGNATURES; i++) counted.signUrl(`/Upload/product/p${i}.webp`, { now: at });
    expect(secret).toHaveBeenCalledTimes(MAX_REMEMBERED_SIGNATURES + 1);
    counted.signUrl(`/Upload/product/p${MAX_REMEMBERED_SIGNATURES}.webp`, { now: at }); // the newest: remembered
    expect(secret).toHaveBeenCalledTimes(MAX_REMEMBERED_SIGNATURES + 1);
    counted.signUrl('/Upload/product/p0.webp', { now: at }); // the oldest: dropped, signed again
    expect(secret).toHaveBeenCalledTimes(MAX_REMEMBERED_SIGNATURES + 2);
  });
});

describe('R8.44 a failure to sign is logged only', () => {
  const broken = createMediaSigner({
    secret: () => {
      throw new Error('media secret unreadable');
    },
  });

  it('R8.44 signMediaUrl and signMediaList log and return the unsigned paths', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(signMediaUrl('/Upload/product/x.webp', { size: 300 }, broken)).toBe('/Upload/product/x_300.webp');
    expect(signMediaList(['/Upload/product/x.webp'], undefined, {}, broken)).toEqual(['/Upload/product/x.webp']);
    expect(log).toHaveBeenCalled();
    expect(String(log.mock.calls[0]![0])).toMatch(/cannot sign/);
  });

  it('R8.44 signMediaJson logs and returns the answer as it was', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = createMediaSigner({
      secret: () => {
        throw new Error('DATA_DIR is read-only');
      },
    });
    const text = JSON.stringify({ pics: '/Upload/product/x.webp', n: 1 });
    expect(() => signMediaJson(text, {}, failing)).not.toThrow();
    expect(signMediaJson(text, {}, failing)).toBe(text);
    // Logged, but not once per response: the same failure is reported once a minute.
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![1])).toMatch(/read-only/);
  });
});

describe('the signing secret', () => {
  it('is generated once into DATA_DIR/media-secret (mode 600) when MEDIA_SIGNING_SECRET is unset, so links survive restarts', async () => {
    const url = signMediaUrl('/Upload/product/x.webp', { now: at });
    const file = path.join(dataDir, 'media-secret');
    const secret = (await readFile(file, 'utf8')).trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // A "restarted" process reading the same file makes the same links.
    const restarted = createMediaSigner({ secret: () => loadOrCreateSecret(file) });
    expect(signMediaUrl('/Upload/product/x.webp', { now: at }, restarted)).toBe(url);
    expect(mediaSigner().signUrl('/Upload/product/x.webp', { now: at })).toBe(url);
  });

  it('two processes starting together agree on one secret', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lantern-secret-'));
    const file = path.join(dir, 'nested', 'media-secret');
    const secrets = new Set(Array.from({ length: 5 }, () => loadOrCreateSecret(file)));
    expect(secrets.size).toBe(1);
    await rm(dir, { recursive: true, force: true });
  });
});
