import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// env() is read once per module graph: each case loads the media modules afresh with its own env.
const saved = { ...process.env };
const MEDIA_KEYS = ['IMAGE_STORE', 'IMAGE_DIR', 'MEDIA_SIGNING_SECRET', 'MEDIA_BASE_URL', 'MEDIA_BUCKET', 'MEDIA_REGION'];

async function load(vars: Record<string, string>) {
  vi.resetModules();
  for (const key of MEDIA_KEYS) delete process.env[key];
  Object.assign(process.env, { DATA_DIR: '/tmp/lantern-media-config' }, vars);
  const media = await import('@/server/media');
  const { env } = await import('@/server/env');
  return { ...media, env };
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('lantern.imageStore')];
});

afterEach(() => {
  process.env = { ...saved };
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('lantern.imageStore')];
});

describe('media configuration', () => {
  it('stores pictures in DATA_DIR/upload by default', async () => {
    const { getImageStore, DirectoryImageStore, imageDir } = await load({});
    const store = getImageStore();
    expect(store).toBeInstanceOf(DirectoryImageStore);
    expect(imageDir()).toBe(path.resolve('/tmp/lantern-media-config/upload'));
    expect((store as InstanceType<typeof DirectoryImageStore>).root).toBe(imageDir());
  });

  it('IMAGE_DIR moves the directory; IMAGE_STORE=database uses the media table', async () => {
    expect((await load({ IMAGE_DIR: '/srv/lantern-media' })).imageDir()).toBe(path.resolve('/srv/lantern-media'));
    const { getImageStore, DatabaseImageStore } = await load({ IMAGE_STORE: 'database' });
    expect(getImageStore()).toBeInstanceOf(DatabaseImageStore);
  });

  it('R9.25 R9.26 R9.37 region Guangzhou, a configurable bucket name and image base address', async () => {
    const defaults = (await load({})).env();
    expect(defaults.MEDIA_REGION).toBe('ap-guangzhou');
    expect(defaults.MEDIA_BUCKET).toBe('lantern-media');
    expect(defaults.MEDIA_BASE_URL).toBe('');
    const { env, signMediaUrl } = await load({
      MEDIA_BASE_URL: 'https://img.lantern.example',
      MEDIA_SIGNING_SECRET: 'config-test-secret-0123456789abcdefghijk',
      MEDIA_BUCKET: 'lantern-prod-1250000000',
    });
    expect(env().MEDIA_BUCKET).toBe('lantern-prod-1250000000');
    expect(signMediaUrl('/Upload/product/x.webp')).toMatch(/^https:\/\/img\.lantern\.example\/Upload\/product\/x\.webp\?e=\d+&s=/);
  });

  it('refuses a short MEDIA_SIGNING_SECRET or an unknown IMAGE_STORE at start', async () => {
    expect((await load({ MEDIA_SIGNING_SECRET: 'short' })).env).toThrow(/MEDIA_SIGNING_SECRET/);
    expect((await load({ IMAGE_STORE: 's3' })).env).toThrow(/IMAGE_STORE/);
  });

  it('a store installed with setImageStore is used by the seed and reset too', async () => {
    const { setImageStore, imageStoreFor, getImageStore, DirectoryImageStore } = await load({ IMAGE_STORE: 'database' });
    const mine = new DirectoryImageStore('/tmp/lantern-media-config/mine');
    setImageStore(mine);
    expect(getImageStore()).toBe(mine);
    expect(imageStoreFor({} as never)).toBe(mine);
    setImageStore(undefined);
  });

  it("binds a database store to the seed's transaction (PGlite has one connection)", async () => {
    const { setImageStore, imageStoreFor, DatabaseImageStore } = await load({});
    const tx = {} as never;
    setImageStore(new DatabaseImageStore(async () => ({}) as never));
    const bound = imageStoreFor(tx);
    expect(bound).toBeInstanceOf(DatabaseImageStore);
    expect(bound).toEqual(new DatabaseImageStore(tx));
    setImageStore(undefined);
  });
});
