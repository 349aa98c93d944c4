/**
 * Requests made from the OpenAPI document the app serves: a plausible body for each operation and
 * that body with one value replaced by bad input. Generated from the document, so a new route is
 * covered without anyone listing it.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects are read loosely here.
export type JsonSchema = Record<string, any>;

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Array<{ name: string; in: string; schema?: JsonSchema }>;
  body?: JsonSchema;
  /** The operation declares a multipart body. */
  multipart: boolean;
}

/** Every operation of an OpenAPI document. */
export function operationsOf(document: { paths?: Record<string, Record<string, JsonSchema>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: upper as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

/** A value the schema probably accepts: defaults, first enum members, one item per array. */
export function sampleOf(schema: JsonSchema | undefined, name = '', depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(choices)) {
    const choice = choices.find((option: JsonSchema) => option.type !== 'null') ?? choices[0];
    return sampleOf(choice, name, depth + 1);
  }
  if (Array.isArray(schema.allOf)) return sampleOf(schema.allOf[0], name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries<JsonSchema>(schema.properties ?? {})) {
        const sample = sampleOf(property, key, depth + 1);
        if (sample !== undefined) value[key] = sample;
      }
      return value;
    }
    case 'array':
      return [sampleOf(schema.items, name, depth + 1)].filter((item) => item !== undefined);
    case 'integer':
      return Math.max(1, schema.minimum ?? 1);
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name);
    default:
      return undefined;
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'email' || /email/i.test(name)) return `someone.${name || 'x'}@firm.example`;
  if (schema.format === 'date' || DATE_LIKE.test(name)) return '2024-01-02';
  if (schema.format === 'date-time') return '2024-01-02T10:00:00.000Z';
  if (/password/i.test(name)) return 'a-long-enough-password-1';
  if (/phone/i.test(name)) return '5551234567';
  const text = 'Sample text';
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
}

/** A leaf of a sample: its path and its value. */
export interface Leaf {
  path: Array<string | number>;
  value: unknown;
}

export function leavesOf(value: unknown, path: Array<string | number> = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  }
  return [{ path, value }];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withLeaf(copy[head], rest, replacement);
  return copy;
}

const DATE_LIKE = /date|since|until|^from$|^to$/i;

/** Bad values for a leaf, by the type of its sample (and, for dates, its name). */
export function badValuesFor(leaf: Leaf): unknown[] {
  if (typeof leaf.value === 'string') {
    const name = String(leaf.path.at(-1) ?? '');
    const dates = DATE_LIKE.test(name) ? ['0000-01-01', '2024-01-01 nonsense'] : [];
    return ['Bad\u0000value', 'Bad\uD800x', ...dates];
  }
  if (typeof leaf.value === 'number') return [5e-324, -1];
  return [];
}
