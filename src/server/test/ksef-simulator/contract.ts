import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The kept KSeF API contract (src/server/modules/ksef/contract/open-api.json) as JSON Schema validators, so the
 * simulator checks every request the client sends and every answer it gives itself. OpenAPI 3.0's `nullable` is
 * rewritten to JSON Schema, and every object with declared properties refuses any other: a field the contract
 * does not name fails, as it would in KSeF's own model binding.
 */
type Json = Record<string, unknown>;
const CONTRACT = new URL('../../modules/ksef/contract/open-api.json', import.meta.url);
const ROOT = 'https://ksef.contract.invalid/open-api';

function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const { nullable, example, ...rest } = node as Json;
  void example;
  const converted: Json = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === '$ref' && typeof value === 'string') converted.$ref = value.replace('#/', `${ROOT}#/`);
    else if (key === 'properties' && value && typeof value === 'object')
      converted.properties = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, toJsonSchema(schema)]),
      );
    else converted[key] = toJsonSchema(value);
  }
  if (converted.properties && converted.additionalProperties === undefined)
    converted.additionalProperties = false;
  if (nullable !== true) return converted;
  if (typeof converted.type === 'string' && !converted.allOf && !converted.$ref)
    return { ...converted, type: [converted.type, 'null'] };
  return { anyOf: [converted, { type: 'null' }] };
}

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

let compiled: ReturnType<typeof compile> | null = null;

function compile() {
  const document = JSON.parse(readFileSync(CONTRACT, 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Json };
  };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('byte', /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31,
  });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addSchema({ $id: ROOT, components: { schemas: toJsonSchema(document.components.schemas) } });
  const cache = new Map<string, ValidateFunction | null>();
  const validator = (key: string, schema: unknown) => {
    if (!cache.has(key)) cache.set(key, schema ? ajv.compile(toJsonSchema(schema) as Json) : null);
    return cache.get(key)!;
  };
  return { document, validator, ajv };
}

const describe = (validate: ValidateFunction) =>
  (validate.errors ?? []).map(
    (e) =>
      `${e.instancePath || '(body)'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
  );

/** What is wrong with a JSON request body by the contract of `method path` (the OpenAPI path template). */
export function requestViolations(method: string, path: string, body: unknown): string[] {
  compiled ??= compile();
  const operation = compiled.document.paths[path]?.[method.toLowerCase()];
  if (!operation) return [`${method} ${path} is not in the contract`];
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema) return body === undefined || body === null || body === '' ? [] : [];
  const validate = compiled.validator(`req ${method} ${path}`, schema)!;
  return validate(body) ? [] : describe(validate).map((line) => `request ${method} ${path}: ${line}`);
}

/** What is wrong with an answer (status, content type, JSON body) by the contract. */
export function responseViolations(
  method: string,
  path: string,
  status: number,
  contentType: string,
  body: unknown,
): string[] {
  compiled ??= compile();
  const operation = compiled.document.paths[path]?.[method.toLowerCase()];
  if (!operation) return [`${method} ${path} is not in the contract`];
  const response = operation.responses[String(status)];
  if (!response) return status >= 500 ? [] : [`${method} ${path}: status ${status} is not in the contract`];
  if (!response.content) return [];
  const type = contentType.split(';')[0]!.trim();
  const media = response.content[type];
  if (!media) return [`${method} ${path} ${status}: content type ${type} is not in the contract`];
  if (type === 'application/xml') return typeof body === 'string' ? [] : [`${method} ${path}: XML expected`];
  const validate = compiled.validator(`res ${method} ${path} ${status} ${type}`, media.schema)!;
  return validate(body)
    ? []
    : describe(validate).map((line) => `answer ${method} ${path} ${status}: ${line}`);
}
