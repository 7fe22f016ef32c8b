// The audit log's field-level change: the row before and after, flattened to readable paths
// (`price`, `pictures`, `version.lines[0].price`), and only the paths whose value changed. A
// create shows what it set, a delete what it removed. Shared by the screen and the CSV export.

export type AuditValue = string | number | boolean | null;
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

/** Columns every write renews or that never change (the site, the row's own id): noise in a diff. */
const NOISE = new Set(['updatedAt', 'updatedTime', 'modifyTime', 'createdAt', 'siteId']);
/** The record's id is the row's own `entityId`: repeating it as a created field says nothing. */
const TOP_NOISE = new Set(['id']);
const MAX_DEPTH = 4;

function flatten(value: unknown, path: string, out: Map<string, AuditValue>, depth: number): void {
  if (value === undefined) return;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    if (path) out.set(path, value);
    return;
  }
  if (Array.isArray(value)) {
    // A list of plain values reads as one line; a list of records is walked item by item.
    if (value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item))) {
      out.set(path, value.map((item) => String(item)).join(', '));
      return;
    }
    if (depth >= MAX_DEPTH) {
      out.set(path, JSON.stringify(value));
      return;
    }
    value.forEach((item, index) => flatten(item, `${path}[${index}]`, out, depth + 1));
    return;
  }
  if (typeof value === 'object') {
    if (depth >= MAX_DEPTH) {
      out.set(path, JSON.stringify(value));
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (NOISE.has(key) || (depth === 0 && TOP_NOISE.has(key))) continue;
      flatten(item, path ? `${path}.${key}` : key, out, depth + 1);
    }
    return;
  }
  // What JSON cannot hold (a bigint, a function) never reaches a stored row; say its type.
  out.set(path, typeof value);
}

function flat(value: unknown): Map<string, AuditValue> {
  const out = new Map<string, AuditValue>();
  // A bare value (not a record) is one field named "value".
  if (value !== null && typeof value === 'object') flatten(value, '', out, 0);
  else if (value !== null && value !== undefined) flatten(value, 'value', out, 0);
  return out;
}

const isEmpty = (value: AuditValue | undefined) => value === undefined || value === null || value === '';

/** The fields that differ between `before` and `after`, in the order they first appear. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = flat(before);
  const now = flat(after);
  const changes: AuditChange[] = [];
  for (const field of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(field);
    const b = now.get(field);
    if (a === b || (isEmpty(a) && isEmpty(b))) continue;
    changes.push({ field, before: a ?? null, after: b ?? null });
  }
  return changes;
}
