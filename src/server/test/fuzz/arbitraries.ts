import fc from 'fast-check';
import { z } from 'zod';

/**
 * Generators of hostile HTTP input for the fuzz suite, derived from a route's own zod schema (through its
 * JSON Schema): values that almost pass, with one or more fields replaced by what a hostile tester sends.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};

/** The input side of a zod schema as JSON Schema; transforms and refinements simply drop out. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const FAR_DATES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00.000Z',
  '1899-12-31T23:59:59Z',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2026-02-30T10:00:00Z',
  '2026-07-15T08:00:00.000+14:00',
  '2026-07-15T25:61:00Z',
  '2026-07-15',
];

const NUMBERS_AS_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '-0',
  '0',
  '9007199254740993',
  '0x10',
  '1.5',
  '',
];

const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0007\u001b[31m',
  '\r\n\t',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\ufeff',
  '\u2028\u2029',
  'e\u0301\u0301\u0301',
  '👨‍👩‍👧‍👦',
  'ąęółśżźćń ĄĘÓŁŚŻŹĆŃ',
  "' or 1=1 --",
  '"; drop table contacts; --',
  '<script>alert(1)</script>',
  '=HYPERLINK("https://evil.example","x")',
  '../../../etc/passwd',
  '%00',
  '%',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
];

/** Strings a hostile tester types: control characters, broken Unicode, huge, empty, far dates, injections. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_TEXT), weight: 4 },
  // What PostgreSQL cannot store, inside otherwise ordinary text: the 500s the hostile tester found.
  { arbitrary: fc.constantFrom('a\u0000b', 'Jan\u0000', '\ud800x', 'x\udfff'), weight: 2 },
  { arbitrary: fc.constantFrom(...FAR_DATES), weight: 2 },
  { arbitrary: fc.constantFrom(...NUMBERS_AS_TEXT), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(201, 5001, 100_000).map((length) => 'x'.repeat(length)), weight: 1 },
  { arbitrary: fc.constantFrom(41, 321, 20_000).map((length) => 'ą'.repeat(length)), weight: 1 },
  { arbitrary: fc.uuid(), weight: 1 },
);

/** Any JSON value of the wrong kind, including nesting and keys that try to reach prototypes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  {
    arbitrary: fc.constantFrom(0, -1, 1.5, -0, 2 ** 53 + 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(true, false, null), weight: 2 },
  { arbitrary: fc.constantFrom([], {}, [null], [[[]]], { a: { b: { c: {} } } }), weight: 1 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }), weight: 1 },
);

/** A value that fits the schema's shape, so that the other, hostile fields are what gets judged. */
export function plausible(schema: JsonSchema | undefined, key = ''): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return hostileValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => plausible(alternative, key)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.max(schema.minimum ?? 0, -1_000_000),
        max: Math.min(schema.maximum ?? 1000, 1_000_000),
      });
    case 'array':
      return fc.array(plausible(schema.items), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
      return plausibleObject(schema);
    case 'string':
      return plausibleString(schema, key);
    default:
      return hostileValue;
  }
}

function plausibleString(schema: JsonSchema, key: string): fc.Arbitrary<string> {
  if (schema.format === 'date-time' || /date|slot|datetime|start|end/i.test(key)) {
    return fc
      .date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'uuid' || /(^|[a-z])id$|Id$/.test(key)) return fc.uuid();
  if (schema.format === 'email' || /email/i.test(key)) {
    return fc.stringMatching(/^[a-z]{1,10}$/).map((local) => `${local}@example.pl`);
  }
  if (/phone/i.test(key)) return fc.constantFrom('+48 600 000 000', '600000000');
  if (/pesel/i.test(key)) return fc.constantFrom('44051401359', '02270803624');
  // A club abroad's administrator: a passport or ID card number.
  if (/identityDocument/i.test(key)) return fc.constantFrom('C01X00T47', 'AB 123456');
  if (/nip/i.test(key)) return fc.constant('5261040828');
  if (/postal/i.test(key)) return fc.constant('00-001');
  // Letters only, so trimming and "required" rules pass and the hostile fields are the ones judged.
  const minLength = Math.max(schema.minLength ?? 0, 1);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 20, 20));
  return fc.string({ unit: fc.constantFrom(...'abcxyzĄęłŻ'), minLength, maxLength });
}

function plausibleObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, plausible(property, name)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
}

/** The keys an object schema knows about (of each alternative when it is a union). */
export function knownKeys(schema: JsonSchema | null): string[] {
  if (!schema) return [];
  const own = Object.keys(schema.properties ?? {});
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(knownKeys);
  return [...new Set([...own, ...nested])];
}

/**
 * A plausible object with some of its fields (and sometimes extra, prototype-reaching ones) replaced by
 * hostile values or removed.
 */
export function hostileObject(schema: JsonSchema | null): fc.Arbitrary<Record<string, unknown>> {
  const keys = knownKeys(schema);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileString) : hostileString;
  const base = schema ? plausible(schema) : fc.constant({});
  // Mostly one field spoiled in an otherwise plausible object: that is what reaches the deepest code.
  const oneField = fc.tuple(
    base,
    fc.tuple(key, hostileValue).map((pair) => [pair]),
    fc.constant([] as string[]),
  );
  const several = fc.tuple(
    base,
    fc.array(fc.tuple(key, hostileValue), { minLength: 1, maxLength: 3 }),
    fc.array(key, { maxLength: 2 }),
  );
  return fc
    .oneof({ arbitrary: oneField, weight: 3 }, { arbitrary: several, weight: 1 })
    .map(([value, replacements, removals]) => {
      const object: Record<string, unknown> =
        value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
      for (const [name, replacement] of replacements) {
        // defineProperty, so that a key such as __proto__ becomes an own key, as JSON.parse makes it.
        Object.defineProperty(object, name, {
          value: replacement,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      for (const name of removals) delete object[name];
      return object;
    });
}

/** JSON text no object can express: prototype keys, deep nesting, broken syntax. */
export const hostileJsonText = fc.constantFrom(
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":' + '{"a":'.repeat(3000) + '1' + '}'.repeat(3001),
  '{"email": ',
  '',
  'null',
  '"\\u0000"',
  '{"x":"\\ud800"}',
  '1e999999',
  '\ufeff{}',
);

export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
] as const;

/** Percent-encoding of any string, lone surrogates included (as UTF-8 of U+FFFD, like a browser would). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Query strings: the schema's keys with plausible or hostile text, repeated keys, raw broken escapes. */
export function hostileQuery(schema: JsonSchema | null): fc.Arbitrary<string> {
  const keys = knownKeys(schema);
  const encode = (name: string, text: string) => `${percentEncode(name)}=${percentEncode(text)}`;
  // A known key with a value plausible for it or hostile; now and then a key nobody asked for.
  const knownPairs = keys.map((name) =>
    fc
      .oneof(
        { arbitrary: plausible(schema?.properties?.[name], name).map((value) => String(value)), weight: 1 },
        { arbitrary: hostileString, weight: 1 },
      )
      .map((text) => encode(name, text)),
  );
  const pair = fc.oneof(...knownPairs.map((arbitrary) => ({ arbitrary, weight: 4 })), {
    arbitrary: fc.tuple(hostileString, hostileString).map(([name, text]) => encode(name, text)),
    weight: 1,
  });
  const raw = fc.constantFrom(
    'q=%',
    'q=%ZZ',
    'q=%C0%80',
    'limit=1&limit=2',
    'offset=-1',
    '=',
    '&&&',
    'a[b]=1',
  );
  return fc
    .array(fc.oneof({ arbitrary: pair, weight: 5 }, { arbitrary: raw, weight: 1 }), { maxLength: 4 })
    .map((pairs) => pairs.join('&'));
}

/** A path parameter: hostile text, a random id, or one of the ids that exist. */
export function hostileParam(knownIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      arbitrary: hostileString.filter((text) => text.length > 0 && text.length < 5000).map(percentEncode),
      weight: 4,
    },
    { arbitrary: fc.constantFrom('%', '%ZZ', '..', '%2e%2e%2f', '%2F', ' '), weight: 1 },
    { arbitrary: fc.uuid(), weight: 2 },
    ...(knownIds.length > 0 ? [{ arbitrary: fc.constantFrom(...knownIds), weight: 2 }] : []),
  );
}
