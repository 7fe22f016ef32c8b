import type { CrudAuditEntity } from '@/lib/audit-actions';
import {
  type ArticleRow,
  type ArticleWrite,
  type CertificateRow,
  type CertificateWrite,
  type FairRow,
  type FairWrite,
  type FaqRow,
  type FaqWrite,
  type FriendLinkRow,
  type FriendLinkWrite,
  type SettingItemRow,
  type SettingItemWrite,
  type SettingListName,
  type VideoRow,
  type VideoWrite,
  unsignedPath,
} from '@/lib/validation/admin/content';
import { articles, certificates, colors, fairLogs, faqs, friendLinks, packs, units, videos } from '@/server/db/schema';
import { sanitizeRichText } from '../rich-text';
import type { SiteResource } from './site-table-crud';

// How each simple content table maps to its workspace contract (src/lib/validation/
// admin/content.ts) and back. Rich text is sanitized on write, so what is stored is what the
// storefront renders (it sanitizes again on read).

type R = Record<string, unknown>;
const text = (row: R, key: string) => {
  const value = row[key];
  return typeof value === 'string' ? value : '';
};
const int = (row: R, key: string) => Number(row[key] ?? 0);
/** The plain-text columns of a row by name (the contract's textFields()), each '' when not a string. */
const texts = <K extends string>(row: R, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, text(row, key)])) as Record<K, string>;

/** §3 languageflag: 0 Chinese, 1 English, -1 every language (articles only). */
const FLAG_OF = { all: -1, zh: 0, en: 1 } as const;
const languageOf = (flag: number) => (flag === 0 ? 'zh' : flag === 1 ? 'en' : 'all');

export const faqResource: SiteResource<FaqRow, FaqWrite> = {
  entity: 'faq',
  table: faqs,
  toRow: (r) => ({ id: int(r, 'id'), language: int(r, 'languageflag') === 0 ? 'zh' : 'en', question: text(r, 'question'), answer: text(r, 'answer'), sortnum: int(r, 'sortnum') }),
  toValues: (w) => ({ languageflag: FLAG_OF[w.language], question: w.question, answer: sanitizeRichText(w.answer), sortnum: w.sortnum }),
  sortColumns: { sortnum: faqs.sortnum, id: faqs.id, question: faqs.question },
  searchColumns: [faqs.question, faqs.answer],
};

export const articleResource: SiteResource<ArticleRow, ArticleWrite> = {
  entity: 'article',
  table: articles,
  toRow: (r) => ({
    id: int(r, 'id'),
    title: text(r, 'title'),
    language: languageOf(int(r, 'languageflag')),
    content: text(r, 'content'),
    cover: text(r, 'cover'),
    carousel: int(r, 'flag') === 1,
    sortnum: int(r, 'sortnum'),
    createtime: (r.createtime as Date).toISOString(),
  }),
  toValues: (w) => ({
    title: w.title,
    languageflag: FLAG_OF[w.language],
    content: sanitizeRichText(w.content),
    cover: unsignedPath(w.cover),
    flag: w.carousel ? 1 : 0,
    sortnum: w.sortnum,
  }),
  sortColumns: { createtime: articles.createtime, sortnum: articles.sortnum, id: articles.id, title: articles.title },
  searchColumns: [articles.title],
};

export const fairResource: SiteResource<FairRow, FairWrite> = {
  entity: 'fair',
  table: fairLogs,
  toRow: (r) => ({ id: int(r, 'id'), ...texts(r, ['name', 'nameen', 'city', 'cityen', 'booth', 'starttime', 'endtime', 'content', 'contenten', 'cover']) }),
  toValues: (w) => ({ ...w, cover: unsignedPath(w.cover), content: sanitizeRichText(w.content), contenten: sanitizeRichText(w.contenten) }),
  sortColumns: { starttime: fairLogs.starttime, id: fairLogs.id, name: fairLogs.name },
  searchColumns: [fairLogs.name, fairLogs.nameen, fairLogs.city, fairLogs.cityen],
};

export const videoResource: SiteResource<VideoRow, VideoWrite> = {
  entity: 'video',
  table: videos,
  toRow: (r) => ({ id: int(r, 'id'), ...texts(r, ['title', 'titleen', 'url', 'cover', 'captions', 'captionsen']), sortnum: int(r, 'sortnum') }),
  toValues: (w) => ({ ...w, url: unsignedPath(w.url), cover: unsignedPath(w.cover), captions: unsignedPath(w.captions), captionsen: unsignedPath(w.captionsen) }),
  sortColumns: { sortnum: videos.sortnum, id: videos.id, title: videos.title },
  searchColumns: [videos.title, videos.titleen],
};

/**
 * Certificates and friend links are the same kind of list: a bilingual name, one link (the
 * certificate's file, the friend's url) and an order; each adds how its link is stored and searched.
 */
function namedLinks<L extends string>(entity: CrudAuditEntity, table: typeof certificates | typeof friendLinks, link: L) {
  return {
    entity,
    table,
    toRow: (r: R) => ({ id: int(r, 'id'), ...texts(r, ['name', 'nameen', link]), sortnum: int(r, 'sortnum') }),
    sortColumns: { sortnum: table.sortnum, id: table.id, name: table.name },
  };
}

export const certificateResource: SiteResource<CertificateRow, CertificateWrite> = {
  ...namedLinks('certificate', certificates, 'file'),
  toValues: (w) => ({ ...w, file: unsignedPath(w.file) }),
  searchColumns: [certificates.name, certificates.nameen],
};

export const friendLinkResource: SiteResource<FriendLinkRow, FriendLinkWrite> = {
  ...namedLinks('friend-link', friendLinks, 'url'),
  toValues: (w) => ({ ...w }),
  searchColumns: [friendLinks.name, friendLinks.nameen, friendLinks.url],
};

const SETTING_TABLES = { colours: colors, packs, units } as const;
const SETTING_ENTITIES = { colours: 'colour', packs: 'pack', units: 'unit' } as const;

/** The colour, pack or unit list (§1, §3): same shape, one table each. */
export function settingListResource(list: SettingListName): SiteResource<SettingItemRow, SettingItemWrite> {
  const table = SETTING_TABLES[list];
  return {
    entity: SETTING_ENTITIES[list],
    table,
    toRow: (r) => ({ id: int(r, 'id'), ...texts(r, ['code', 'name', 'nameen']), sortnum: int(r, 'sortnum') }),
    toValues: (w) => ({ ...w }),
    sortColumns: { sortnum: table.sortnum, code: table.code, id: table.id, name: table.name },
    searchColumns: [table.code, table.name, table.nameen],
    uniqueField: 'code',
  };
}
