import type { AnySchema, SchemaDescription } from 'yup';

type Json = Record<string, unknown>;

/**
 * Turns a yup schema's description into JSON Schema for the OpenAPI document, so that the yup
 * schema shared with the forms stays the one source of truth for a request body.
 */
export function yupToJsonSchema(schema: AnySchema): Json {
  return convert(schema.describe() as SchemaDescription);
}

function convert(d: SchemaDescription): Json {
  const out: Json = {};
  const tests = d.tests ?? [];
  const param = (name: string, key: string) => tests.find((t) => t.name === name)?.params?.[key];
  switch (d.type) {
    case 'object': {
      const fields = (d as SchemaDescription & { fields?: Record<string, SchemaDescription> }).fields ?? {};
      const properties: Json = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(fields)) {
        properties[key] = convert(field);
        if (!field.optional) required.push(key);
      }
      Object.assign(out, { type: 'object', properties });
      if (required.length) out.required = required;
      break;
    }
    case 'array': {
      out.type = 'array';
      const inner = (d as SchemaDescription & { innerType?: SchemaDescription }).innerType;
      if (inner) out.items = convert(inner);
      if (param('min', 'min') !== undefined) out.minItems = param('min', 'min');
      if (param('max', 'max') !== undefined) out.maxItems = param('max', 'max');
      break;
    }
    case 'string':
      out.type = 'string';
      if (param('min', 'min') !== undefined) out.minLength = param('min', 'min');
      if (param('max', 'max') !== undefined) out.maxLength = param('max', 'max');
      if (tests.some((t) => t.name === 'email')) out.format = 'email';
      break;
    case 'number':
      out.type = tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      if (param('min', 'min') !== undefined) out.minimum = param('min', 'min');
      if (param('max', 'max') !== undefined) out.maximum = param('max', 'max');
      break;
    case 'boolean':
      out.type = 'boolean';
      break;
    default:
      break;
  }
  const oneOf = (d as SchemaDescription & { oneOf?: unknown[] }).oneOf;
  if (oneOf && oneOf.length) out.enum = oneOf.filter((v) => v !== undefined);
  if (d.nullable) out.nullable = true;
  return out;
}
