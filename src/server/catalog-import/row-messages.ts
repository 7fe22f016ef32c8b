import importEn from '../../../messages/admin/import.en.json';
import importZh from '../../../messages/admin/import.zh.json';

// The dry run's words for one bad cell ("every error by row and column in the buyer-facing
// words"), in the staff member's workspace language. Never a stack trace or a database message:
// what is wrong and what to write instead. The words live in the workspace's message files
// (`importRow`), both languages key for key, like every other workspace string.

export type ImportLang = 'zh' | 'en';

export type MessageKey = keyof typeof importZh.importRow;

const WORDS: Readonly<Record<ImportLang, Readonly<Record<MessageKey, string>>>> = { zh: importZh.importRow, en: importEn.importRow };

/** The words for one bad cell; `{arg}` in them is the cell's value, a limit or a row number. */
export function rowMessage(lang: ImportLang, key: MessageKey, arg: string | number = ''): string {
  return WORDS[lang][key].replaceAll('{arg}', String(arg));
}
