import type { TopicRow } from '@/lib/validation/admin/topics';

export interface TopicNode extends TopicRow {
  depth: number;
  children: TopicNode[];
}

/** The flat list (GET /api/admin/topics) as a tree, children by sortnum. */
export function topicTree(rows: readonly TopicRow[]): TopicNode[] {
  const nodes = new Map<number, TopicNode>(rows.map((row) => [row.id, { ...row, depth: 0, children: [] }]));
  const roots: TopicNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: TopicNode[], depth: number) => {
    list.sort((a, b) => a.sortnum - b.sortnum || a.id - b.id);
    for (const node of list) {
      node.depth = depth;
      order(node.children, depth + 1);
    }
  };
  order(roots, 0);
  return roots;
}

/** Depth-first order, for indented option lists. */
export function flatten(nodes: readonly TopicNode[]): TopicNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}
