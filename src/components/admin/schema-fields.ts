import { z } from 'zod';

// The workspace draws its forms and lists from the zod contracts
// (src/lib/validation/admin/*): a field's input follows its type, or its `.meta({ widget })`
// where the type alone does not say (brief, "Admin REST conventions").

export type Widget =
  | 'text'
  | 'number'
  | 'switch'
  | 'select'
  | 'multiselect'
  | 'richtext'
  | 'textarea'
  | 'image'
  | 'images'
  | 'file'
  | 'video'
  | 'topic'
  | 'topics'
  | 'date'
  | 'datetime'
  | 'colour'
  | 'unit'
  | 'packing'
  | 'password'
  | 'captions'
  | 'readonly'
  | 'json';

export interface FieldSpec {
  name: string;
  widget: Widget;
  /** Enum values for a select. */
  options?: readonly string[];
  required: boolean;
  nullable: boolean;
  description?: string;
  maxLength?: number;
  /** The English twin of a Chinese field (`name` → `nameen`), drawn beside it. */
  pair?: string;
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType; entries?: Record<string, string>; options?: z.ZodType[] };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function metaOf(schema: z.ZodType): Record<string, unknown> | undefined {
  return z.globalRegistry.get(schema);
}

/** Peels optional/default/nullable/pipe wrappers, collecting the outermost meta and the flags. */
function unwrap(schema: z.ZodType) {
  let current = schema;
  let required = true;
  let nullable = false;
  const meta: Record<string, unknown> = {};
  for (let depth = 0; depth < 10; depth++) {
    for (const [key, value] of Object.entries(metaOf(current) ?? {})) if (!(key in meta)) meta[key] = value;
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault' || def.type === 'catch' || def.type === 'readonly') {
      if (def.type !== 'readonly') required = false;
      current = def.innerType!;
    } else if (def.type === 'nullable') {
      nullable = true;
      current = def.innerType!;
    } else if (def.type === 'pipe') {
      // z.preprocess(fn, schema) is pipe(transform, schema): the schema is the `out` side.
      current = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    } else break;
  }
  return { inner: current, required, nullable, meta };
}

function widgetOf(inner: z.ZodType, meta: Record<string, unknown>): { widget: Widget; options?: readonly string[] } {
  const named = meta.widget as Widget | undefined;
  const def = defOf(inner);
  if (named) return { widget: named, ...(def.type === 'enum' ? { options: Object.values(def.entries ?? {}) } : {}) };
  switch (def.type) {
    case 'number':
    case 'int':
    case 'bigint':
      return { widget: 'number' };
    case 'boolean':
      return { widget: 'switch' };
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries ?? {}) };
    case 'array': {
      const element = unwrap(def.element!).inner;
      return defOf(element).type === 'enum' ? { widget: 'multiselect', options: Object.values(defOf(element).entries ?? {}) } : { widget: 'multiselect' };
    }
    case 'string':
      return { widget: 'text' };
    default:
      return { widget: 'json' };
  }
}

function maxLengthOf(inner: z.ZodType): number | undefined {
  const bag = (inner as unknown as { _zod: { bag?: { maximum?: number } } })._zod.bag;
  return defOf(inner).type === 'string' ? bag?.maximum : undefined;
}

/** Fields of a z.object, in order, with their widgets; `xen` is folded into `x` as its pair. */
export function fieldsOf(schema: z.ZodType): FieldSpec[] {
  const { inner } = unwrap(schema);
  const shape = (inner as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const names = Object.keys(shape);
  const specs: FieldSpec[] = [];
  for (const name of names) {
    if (name.endsWith('en') && names.includes(name.slice(0, -2))) continue;
    const { inner: field, required, nullable, meta } = unwrap(shape[name]!);
    const { widget, options } = widgetOf(field, meta);
    const pair = names.includes(`${name}en`) ? `${name}en` : undefined;
    specs.push({ name, widget, options, required, nullable, description: meta.description as string | undefined, maxLength: maxLengthOf(field), pair });
  }
  return specs;
}

/** The same field spec for the English twin. */
export function twinOf(schema: z.ZodType, spec: FieldSpec): FieldSpec | undefined {
  if (!spec.pair) return undefined;
  const { inner } = unwrap(schema);
  const shape = (inner as unknown as { shape: Record<string, z.ZodType> }).shape;
  const { inner: field, required, nullable, meta } = unwrap(shape[spec.pair]!);
  const { widget, options } = widgetOf(field, meta);
  return { name: spec.pair, widget, options, required, nullable, description: meta.description as string | undefined, maxLength: maxLengthOf(field) };
}

/** Default values of a write schema (what a create form starts from). */
export function defaultsOf(schema: z.ZodType): Record<string, unknown> {
  const result = schema.safeParse({});
  if (result.success) return result.data as Record<string, unknown>;
  const { inner } = unwrap(schema);
  const shape = (inner as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    const parsed = field.safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) values[name] = parsed.data;
  }
  return values;
}
