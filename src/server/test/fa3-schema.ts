import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

const SCHEMA_DIR = new URL('../modules/invoices/fa3-schema/', import.meta.url);
const read = (name: string) => readFile(new URL(name, SCHEMA_DIR), 'utf8');

let schema: Promise<{ main: string; preload: { fileName: string; contents: string }[] }> | null = null;
const loadSchema = () =>
  (schema ??= (async () => ({
    main: await read('schemat_FA(3)_v1-0E.xsd'),
    preload: await Promise.all(
      ['StrukturyDanych_v10-0E.xsd', 'ElementarneTypyDanych_v10-0E.xsd', 'KodyKrajow_v10-0E.xsd'].map(
        async (name) => ({ fileName: `bazowe/${name}`, contents: await read(`bazowe/${name}`) }),
      ),
    ),
  }))());

/** Validates an invoice's XML against the FA(3) schema kept in the repository (libxml2, no network). */
export async function validateFa3(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const { main, preload } = await loadSchema();
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [{ fileName: 'schemat_FA(3)_v1-0E.xsd', contents: main }],
    preload,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
