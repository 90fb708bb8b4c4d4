import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkEuVatId, COUNTRY_CODES, EU_VAT_PREFIX, isCountryCode, normalizeEuVatId } from './countries';

const schemaDir = new URL('../../server/modules/invoices/fa3-schema/', import.meta.url);
const enumeration = (file: string, type: string) => {
  const xsd = readFileSync(new URL(file, schemaDir), 'utf8');
  const start = xsd.indexOf(`name="${type}"`);
  const body = xsd.slice(start, xsd.indexOf('</xsd:simpleType>', start));
  return [...body.matchAll(/enumeration value="([^"]+)"/g)].map((match) => match[1]!);
};

describe('the country list', () => {
  it('is the FA(3) schema’s TKodKraju, code for code', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(
      enumeration('bazowe/KodyKrajow_v10-0E.xsd', 'TKodKraju').sort(),
    );
  });

  it('maps every EU member state to the schema’s TKodyKrajowUE except Poland', () => {
    const schemaCodes = enumeration('schemat_FA(3)_v1-0E.xsd', 'TKodyKrajowUE');
    expect(Object.values(EU_VAT_PREFIX).sort()).toEqual(schemaCodes.filter((code) => code !== 'PL').sort());
    for (const country of Object.keys(EU_VAT_PREFIX)) expect(isCountryCode(country)).toBe(true);
    expect(EU_VAT_PREFIX.GR).toBe('EL');
  });
});

describe('EU VAT numbers', () => {
  it.each([
    ['de 123 456 789', 'DE', '123456789'],
    ['DE-123.456.789', 'DE', '123456789'],
    ['123456789', 'DE', '123456789'],
    ['EL094259216', 'GR', '094259216'],
    ['FRXX999999999', 'FR', 'XX999999999'],
    ['ATU12345678', 'AT', 'U12345678'],
  ])('normalises %j for %s to %j', (value, country, bare) => {
    expect(normalizeEuVatId(value, country)).toBe(bare);
    expect(checkEuVatId(value, country)).toBe('ok');
  });

  it('refuses one for Poland or a country outside the EU, and one the schema’s pattern refuses', () => {
    expect(checkEuVatId('PL5261040828', 'PL')).toBe('outside-eu');
    expect(checkEuVatId('123456789', 'US')).toBe('outside-eu');
    expect(checkEuVatId('DE1234567890123', 'DE')).toBe('invalid');
    expect(checkEuVatId('DE12345/678', 'DE')).toBe('invalid');
    expect(checkEuVatId('DE', 'DE')).toBe('invalid');
  });
});
