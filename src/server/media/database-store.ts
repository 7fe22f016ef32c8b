import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '@/server/db/client';
import { media } from '@/server/db/schema';
import { assertImagePath, type ImageStore, type StoredImage } from './store';

/** Pixel size for the media table's width/height columns; 0×0 for files sharp cannot read (video). */
async function dimensionsOf(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(bytes).metadata();
    return { width: width ?? 0, height: height ?? 0 };
  } catch {
    return { width: 0, height: 0 };
  }
}

/**
 * IMAGE_STORE=database: files as rows of the `media` table. Several Lantern processes on one
 * PostgreSQL then share pictures (and the variants made from them) without a shared disk. Given a
 * transaction, its writes commit or roll back with the rest (the seed relies on it).
 */
export class DatabaseImageStore implements ImageStore {
  constructor(private readonly database: Db | (() => Promise<Db>)) {}

  /** The same store on another handle or a transaction. */
  on(db: Db): DatabaseImageStore {
    return new DatabaseImageStore(db);
  }

  private db(): Promise<Db> {
    return typeof this.database === 'function' ? this.database() : Promise.resolve(this.database);
  }

  async get(path: string): Promise<StoredImage | null> {
    assertImagePath(path);
    const db = await this.db();
    const [row] = await db.select({ bytes: media.bytes, contentType: media.contentType }).from(media).where(eq(media.path, path)).limit(1);
    return row ?? null;
  }

  async put(path: string, bytes: Buffer, contentType: string): Promise<void> {
    assertImagePath(path);
    const { width, height } = await dimensionsOf(bytes);
    const db = await this.db();
    await db.insert(media).values({ path, contentType, width, height, bytes }).onConflictDoUpdate({ target: media.path, set: { contentType, width, height, bytes } });
  }

  async has(path: string): Promise<boolean> {
    assertImagePath(path);
    const db = await this.db();
    const [row] = await db.select({ path: media.path }).from(media).where(eq(media.path, path)).limit(1);
    return Boolean(row);
  }

  async delete(path: string): Promise<void> {
    assertImagePath(path);
    const db = await this.db();
    await db.delete(media).where(eq(media.path, path));
  }
}
