import type { Bi, ItemSpec, Motif, RootSpec, Theme, TopicSpec } from './catalogue-types';
import { ROOTS } from './catalogue';

/** A topic row as the seed writes it (§3 topic), plus what the generators need to know about it. */
export interface TopicNode {
  code: string;
  fcode: string;
  name: string;
  nameen: string;
  sortnum: number;
  istop: number;
  level: number;
  theme: Theme;
  /** What the cover picture shows. */
  motif: Motif;
}

/** A topic products are attached to (classcode), with the articles it sells. */
export interface Leaf {
  topic: TopicNode;
  root: TopicNode;
  items: readonly ItemSpec[];
  material?: Bi;
  style?: Bi;
}

export interface TopicTree {
  topics: TopicNode[];
  leaves: Leaf[];
}

const THEME_MOTIF: Record<Theme, Motif> = {
  christmas: 'tree',
  halloween: 'jackolantern',
  home: 'vase',
  easter: 'egg',
  party: 'balloon',
  garden: 'birdhouse',
  fall: 'leaf',
};

/** §3 / R3.02: a child's code is its parent's code plus three digits; fcode is the parent's code. */
export function childCode(parentCode: string, index: number): string {
  return parentCode + String(index + 1).padStart(3, '0');
}

function firstMotif(spec: TopicSpec): Motif | undefined {
  if (spec.items?.length) return spec.items[0]!.motif;
  for (const child of spec.children ?? []) {
    const motif = firstMotif(child);
    if (motif) return motif;
  }
  return undefined;
}

/** Walks the authored catalogue and assigns codes, sort order and the top flag. */
export function buildTopicTree(roots: readonly RootSpec[] = ROOTS): TopicTree {
  const topics: TopicNode[] = [];
  const leaves: Leaf[] = [];

  const visit = (
    spec: TopicSpec,
    code: string,
    fcode: string,
    sortnum: number,
    level: number,
    theme: Theme,
    inherited: readonly ItemSpec[] | undefined,
    root: TopicNode | undefined,
  ) => {
    const node: TopicNode = {
      code,
      fcode,
      name: spec.zh,
      nameen: spec.en,
      sortnum,
      istop: spec.top ? 1 : 0,
      level,
      theme,
      motif: level === 1 ? THEME_MOTIF[theme] : (firstMotif(spec) ?? inherited?.[0]?.motif ?? THEME_MOTIF[theme]),
    };
    topics.push(node);
    const items = spec.items ?? inherited;
    const children = spec.children ?? [];
    if (children.length === 0) {
      if (!items?.length) throw new Error(`Seed catalogue: topic ${code} (${spec.en}) has nothing to sell`);
      leaves.push({ topic: node, root: root ?? node, items, material: spec.material, style: spec.style });
    }
    children.forEach((child, index) => visit(child, childCode(code, index), code, index + 1, level + 1, theme, items, root ?? node));
  };

  roots.forEach((root, index) => visit(root, root.code, '', index + 1, 1, root.theme, root.items, undefined));
  return { topics, leaves };
}
