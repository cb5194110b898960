// Every route's fields, read from the OpenAPI document the app builds from its zod schemas: path
// and query parameters, JSON body fields (nested ones and the first item of arrays included), and a
// value each field accepts. The hostile-input test and the injection scan (security/injection.ts)
// both walk the routes through it.
import type { RouteInfo } from '../platform/auth.ts';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
export type Kind = 'number' | 'text' | 'date' | 'enum' | 'boolean' | 'array' | 'object' | 'any';
export type Field = {
  in: 'path' | 'query' | 'body';
  name: string;
  at: (string | number)[];
  schema: JsonSchema;
  kind: Kind;
};
export type Shape = RouteInfo & { fields: Field[]; bodySchema: JsonSchema | null; hasBody: boolean };
export function kindOf(schema: JsonSchema | undefined): Kind {
  if (!schema) return 'any';
  const alternative = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  if (alternative) return kindOf(alternative);
  if (schema.const !== undefined || schema.enum) return 'enum';
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string') return schema.format === 'date' ? 'date' : 'text';
  if (type === 'boolean' || type === 'array' || type === 'object') return type;
  return 'any';
}

/** A value the field's schema accepts, so that a hostile value in one field is not hidden by another. */
export function validOf(name: string, schema: JsonSchema = {}): unknown {
  const alternative = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  if (alternative) return validOf(name, alternative);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const kind = kindOf(schema);
  if (kind === 'number') return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
  if (kind === 'boolean') return true;
  if (kind === 'array')
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => validOf(name, schema.items));
  if (kind === 'object')
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, validOf(key, s)]));
  if (kind === 'date') return '2024-01-31';
  if (/email/i.test(name)) return 'hostile@demo.test';
  if (/phone/i.test(name)) return '13800000002';
  if (/password|pwd/i.test(name)) return 'Portal#2026';
  if (/codes$/i.test(name)) return 'M01';
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** The body's fields, nested ones and the first item of arrays included (`answers.0.itemId`). */
export function bodyFields(schema: JsonSchema, at: (string | number)[] = [], depth = 0): Field[] {
  const fields: Field[] = [];
  if (depth > 3) return fields;
  if (kindOf(schema) === 'object') {
    for (const [key, s] of Object.entries(schema.properties ?? {})) {
      fields.push(
        { in: 'body', name: [...at, key].join('.'), at: [...at, key], schema: s, kind: kindOf(s) },
        ...bodyFields(s, [...at, key], depth + 1),
      );
    }
  } else if (kindOf(schema) === 'array' && schema.items) {
    const s = schema.items;
    fields.push(
      { in: 'body', name: [...at, 0].join('.'), at: [...at, 0], schema: s, kind: kindOf(s) },
      ...bodyFields(s, [...at, 0], depth + 1),
    );
  }
  return fields;
}

export type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export function shapesOf(
  routes: RouteInfo[],
  doc: { paths: Record<string, Record<string, OpenApiOperation>> },
): Shape[] {
  return routes.map((route) => {
    const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const params = op?.parameters ?? [];
    const hasBody = route.method !== 'GET';
    const fields: Field[] = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => {
      const name = m[1] ?? '*';
      const schema = params.find((p) => p.in === 'path' && p.name === name)?.schema;
      return { in: 'path', name, at: [name], schema: schema ?? {}, kind: kindOf(schema) };
    });
    for (const p of params.filter((x) => x.in === 'query'))
      fields.push({ in: 'query', name: p.name, at: [p.name], schema: p.schema ?? {}, kind: kindOf(p.schema) });
    const bodySchema = op?.requestBody?.content?.['application/json']?.schema ?? null;
    if (bodySchema) fields.push(...bodyFields(bodySchema));
    if (!op?.parameters && !bodySchema) {
      // No schema known: the names a careless route might read anyway.
      for (const name of ['id', 'keyword']) fields.push({ in: 'query', name, at: [name], schema: {}, kind: 'any' });
      if (hasBody)
        for (const name of ['id', 'name']) fields.push({ in: 'body', name, at: [name], schema: {}, kind: 'any' });
    }
    return { ...route, fields, bodySchema, hasBody };
  });
}
