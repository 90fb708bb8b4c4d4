import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

/**
 * Set by the server build (scripts/build-server.ts): the compiled bundle keeps a copy of the schema beside it.
 * From the sources it is the folder next to this file.
 */
declare const __FA3_SCHEMA_FOLDER__: string | undefined;
const SCHEMA_DIR = new URL(
  typeof __FA3_SCHEMA_FOLDER__ === 'string' ? __FA3_SCHEMA_FOLDER__ : './fa3-schema/',
  import.meta.url,
);
const read = (name: string) => readFile(new URL(name, SCHEMA_DIR), 'utf8');

const MAIN_SCHEMA = 'schemat_FA(3)_v1-0E.xsd';
const IMPORTED = ['StrukturyDanych_v10-0E.xsd', 'ElementarneTypyDanych_v10-0E.xsd', 'KodyKrajow_v10-0E.xsd'];

let schema: Promise<{ main: string; preload: { fileName: string; contents: string }[] }> | null = null;
const loadSchema = () =>
  (schema ??= (async () => ({
    main: await read(MAIN_SCHEMA),
    preload: await Promise.all(
      IMPORTED.map(async (name) => ({ fileName: `bazowe/${name}`, contents: await read(`bazowe/${name}`) })),
    ),
  }))().catch((error: unknown) => {
    // A file that could not be read is read again next time rather than failing every invoice until restart.
    schema = null;
    throw error;
  }));

export type Fa3Verdict = { valid: boolean; errors: string[] };

/**
 * Each validation starts a worker thread, instantiates libxml2 and compiles the schema: about a second of one
 * core. Run all at once, twenty payments would fight over the cores and each take twenty times as long; a
 * small queue lets them finish one after another instead.
 */
const MAX_PARALLEL_VALIDATIONS = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_PARALLEL_VALIDATIONS) running += 1;
  // A finished validation hands its place straight to the next in line.
  else await new Promise<void>((start) => waiting.push(start));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Validates an invoice's XML against the official FA(3) schema kept in fa3-schema/ (libxml2 compiled to
 * WebAssembly, in a worker thread; no network). Every invoice and correction passes it before it is issued.
 */
export async function validateFa3(xml: string): Promise<Fa3Verdict> {
  const { main, preload } = await loadSchema();
  const result = await inTurn(() =>
    validateXML({
      xml: [{ fileName: 'invoice.xml', contents: xml }],
      schema: [{ fileName: MAIN_SCHEMA, contents: main }],
      preload,
    }),
  );
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
