import { getPath as honoGetPath } from 'hono/utils/url';

// §7 spells one path with different case (`/api/ShoppingCart`, `/api/shoppingCart/{ids}`), so
// static segments match case-insensitively while path parameters keep their case. Hono's router
// is case-sensitive; `getPath` rewrites each incoming path to the spelling of a registered route.

interface Node {
  statics: Map<string, Node>;
  param?: Node;
  wildcard: boolean;
  terminal: boolean;
}

const newNode = (): Node => ({ statics: new Map(), wildcard: false, terminal: false });

function buildTree(paths: readonly string[]): Node {
  const root = newNode();
  for (const path of paths) {
    let node = root;
    for (const segment of path.split('/').slice(1)) {
      if (segment === '*') {
        node.wildcard = true;
        break;
      }
      if (segment.startsWith(':')) node = node.param ??= newNode();
      else {
        let next = node.statics.get(segment);
        if (!next) node.statics.set(segment, (next = newNode()));
        node = next;
      }
    }
    if (!path.endsWith('*')) node.terminal = true;
  }
  return root;
}

/** Depth-first: the exact spelling first, then other spellings of the segment, then a parameter. */
function match(node: Node, segments: readonly string[], index: number, out: string[]): boolean {
  if (index === segments.length) return node.terminal;
  const segment = segments[index]!;
  const lower = segment.toLowerCase();
  const exact = node.statics.get(segment);
  const candidates: [string, Node][] = exact ? [[segment, exact]] : [];
  for (const [name, child] of node.statics) {
    if (name !== segment && name.toLowerCase() === lower) candidates.push([name, child]);
  }
  if (node.param) candidates.push([segment, node.param]);
  for (const [name, child] of candidates) {
    out.push(name);
    if (match(child, segments, index + 1, out)) return true;
    out.pop();
  }
  if (node.wildcard) {
    out.push(...segments.slice(index));
    return true;
  }
  return false;
}

/**
 * A Hono `getPath` that maps `/api/COLOR` to the registered `/api/Color`. `routes` is read lazily
 * (routes are registered after the app is created) and the tree rebuilt when their number changes.
 * A path that matches no route is returned unchanged, so it reaches the 404 handler as sent.
 */
export function caseInsensitiveGetPath(routes: () => readonly { path: string }[]) {
  let tree: Node | undefined;
  let builtFrom = -1;
  return (request: Request): string => {
    const raw = honoGetPath(request);
    const path = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
    const current = routes();
    if (!tree || builtFrom !== current.length) {
      tree = buildTree(current.map((route) => route.path));
      builtFrom = current.length;
    }
    const segments = path.split('/').slice(1);
    const out: string[] = [];
    return match(tree, segments, 0, out) ? `/${out.join('/')}` : path;
  };
}
