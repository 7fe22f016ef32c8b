import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The folder map of docs/ARCHITECTURE.md must name every folder under src/ and nothing
// else, so the map cannot go stale the way the old "server domains" list did (6 of 18 listed).

const root = path.resolve(import.meta.dirname, '../..');
const MAP_HEADING = /^##\s+Folder map\b/;

/** `a/{b,c/d}/` → `a/b/`, `a/c/d/`; `{,x}` includes the folder itself. Braces do not nest. */
function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern];
  const close = pattern.indexOf('}', open);
  if (close < 0) throw new Error(`unclosed brace in ${pattern}`);
  const head = pattern.slice(0, open);
  const tail = pattern.slice(close + 1);
  return pattern
    .slice(open + 1, close)
    .split(',')
    .flatMap((choice) => expandBraces(`${head}${choice}${tail}`));
}

/** The folders a map lists: the first token of each line of the fenced block under "## Folder map". */
function foldersOfMap(markdown: string): { folders: string[]; problems: string[] } {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((line) => MAP_HEADING.test(line));
  if (heading < 0) return { folders: [], problems: ['no "## Folder map" heading'] };
  const start = lines.findIndex((line, i) => i > heading && line.startsWith('```'));
  const end = lines.findIndex((line, i) => i > start && line.startsWith('```'));
  if (start < 0 || end < 0) return { folders: [], problems: ['no fenced block under the folder map heading'] };
  const folders: string[] = [];
  const problems: string[] = [];
  for (const line of lines.slice(start + 1, end)) {
    if (line.trim() === '') continue;
    const [token = '', ...rest] = line.trim().split(/\s+/);
    if (!token.startsWith('src/') || !token.endsWith('/')) problems.push(`not a src/ folder ending in /: ${line}`);
    else if (rest.length === 0) problems.push(`no description: ${line}`);
    else folders.push(...expandBraces(token).map((folder) => folder.replace(/\/+$/, '').replace(/\/{2,}/g, '/')));
  }
  return { folders, problems };
}

/** Every folder under src/ that holds a file somewhere below it (git keeps no empty folders). */
function foldersOnDisk(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): boolean => {
    let holdsFile = false;
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) holdsFile = walk(child) || holdsFile;
      else holdsFile = true;
    }
    if (holdsFile && relative !== dir) found.push(relative);
    return holdsFile;
  };
  walk(dir);
  return found.sort();
}

describe('the folder map of docs/ARCHITECTURE.md', () => {
  const { folders, problems } = foldersOfMap(readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8'));

  it('is one fenced block of "src/folder/  what it holds" lines', () => {
    expect(problems).toEqual([]);
    expect(folders.length).toBeGreaterThan(0);
  });

  it('lists every folder under src/ (a new folder needs its line)', () => {
    const listed = new Set(folders);
    expect(foldersOnDisk('src').filter((folder) => !listed.has(folder))).toEqual([]);
  });

  it('lists no folder that does not exist, and none twice', () => {
    const onDisk = new Set(foldersOnDisk('src'));
    expect(folders.filter((folder) => !onDisk.has(folder))).toEqual([]);
    expect(folders.filter((folder, i) => folders.indexOf(folder) !== i)).toEqual([]);
  });
});

describe('reading a folder map', () => {
  it('expands braces, including the folder itself', () => {
    expect(expandBraces('src/app/{,x,y/[id]}/')).toEqual(['src/app//', 'src/app/x/', 'src/app/y/[id]/']);
    const map = '## Folder map\n\n```\nsrc/a/{,b}/  a and b\nsrc/c/   c\nsrc/d/\nlib/e/  e\n```\n';
    expect(foldersOfMap(map)).toEqual({
      folders: ['src/a', 'src/a/b', 'src/c'],
      problems: ['no description: src/d/', 'not a src/ folder ending in /: lib/e/  e'],
    });
  });

  it('keeps the whole document short enough to read in one sitting: at most 250 lines', () => {
    expect(readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  });
});
