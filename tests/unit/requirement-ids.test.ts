// Test titles and comments cite the product's rules by id (R4.48). docs/requirements.md says what
// each id means; the original rule list lives outside the repository, so an id that page lacks
// cannot be looked up by anyone reading the code. Every cited id must have its one row there.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const CITING_FOLDERS = ['src', 'tests', 'scripts'];
const REQUIREMENTS = 'docs/requirements.md';
const ID = /\bR\d+\.\d+\b/g;
/** A row that defines an id: `| R4.48 | rule |` or a list line `- R4.48 …`. */
const DEFINING_LINE = /^(?:\|\s*|[-*]\s+)(R\d+\.\d+)\b/;

/** Every file below the folders, as paths relative to the repository root. */
function filesUnder(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(folder, file))
      .filter((file) => statSync(path.join(root, file)).isFile()),
  );
}

/** The ids a text names, each once, in order of first mention. */
function idsIn(text: string): string[] {
  return [...new Set(text.match(ID) ?? [])];
}

/** Each cited id with the files citing it; pictures, clips and other binary files are skipped. */
function citedIds(files: string[]): Map<string, string[]> {
  const cited = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (text.includes('\u0000')) continue;
    for (const id of idsIn(text)) cited.set(id, [...(cited.get(id) ?? []), file]);
  }
  return cited;
}

/** The ids the requirements page defines, one entry per defining line (so a repeat shows twice). */
function definedIds(markdown: string): string[] {
  return markdown.split('\n').flatMap((line) => {
    const match = DEFINING_LINE.exec(line.trim());
    return match?.[1] ? [match[1]] : [];
  });
}

const repeats = (ids: string[]) => [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];

describe(`the rule ids cited in ${CITING_FOLDERS.join(', ')}`, () => {
  const markdown = readFileSync(path.join(root, REQUIREMENTS), 'utf8');
  const defined = definedIds(markdown);

  it(`each have a row in ${REQUIREMENTS} (a new id cited needs its rule written there)`, () => {
    const known = new Set(defined);
    const missing = [...citedIds(filesUnder(CITING_FOLDERS))]
      .filter(([id]) => !known.has(id))
      .flatMap(([id, files]) => files.map((file) => `${file}: ${id}`))
      .sort();
    expect(missing).toEqual([]);
  });

  it(`are each defined once in ${REQUIREMENTS}`, () => {
    expect(defined.length).toBeGreaterThan(0);
    expect(repeats(defined)).toEqual([]);
  });

  it(`are the only ids ${REQUIREMENTS} refers to (every "as R2.22" names a row of the page)`, () => {
    const known = new Set(defined);
    expect(idsIn(markdown).filter((id) => !known.has(id))).toEqual([]);
  });
});

describe('reading rule ids', () => {
  it('finds whole ids only, each once, including both ends of a range', () => {
    expect(idsIn('R2.38-R2.47 bands; R2.38 again; HR1.01 and R1.012x are not ids; (R4.48)')).toEqual(['R2.38', 'R2.47', 'R4.48']);
  });

  it('takes an id as defined only where a table row or list line starts with it', () => {
    const page = ['| id | rule |', '|---|---|', '| R1.01 | English at the root (as R1.02). |', '- R1.02 Chinese under /zh.', 'Prose naming R2.01.', '| R1.01 | again |'].join('\n');
    expect(definedIds(page)).toEqual(['R1.01', 'R1.02', 'R1.01']);
    expect(repeats(definedIds(page))).toEqual(['R1.01']);
  });
});
