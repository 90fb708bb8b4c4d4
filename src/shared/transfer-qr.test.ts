import { describe, expect, it } from 'vitest';
import { groupedAccount, qrText, transferQrPayload, transferTitle } from './transfer-qr';

const base = {
  nip: '123-456-32-18',
  account: 'PL61 1090 1014 0000 0712 1981 2874',
  amountGrosze: 36_777,
  recipient: 'Firma Doradcza',
  title: 'PF/2026/11/0001, KS Grot',
};

describe('the transfer QR payload (ZBP)', () => {
  it('joins nine fields by | with the account as 26 digits and the amount as six digits of grosze', () => {
    const payload = transferQrPayload(base)!;
    expect(payload).toBe(
      '1234563218|PL|61109010140000071219812874|036777|Firma Doradcza|PF/2026/11/0001, KS Grot|||',
    );
    const fields = payload.split('|');
    expect(fields).toHaveLength(9);
    expect(fields[2]).toMatch(/^\d{26}$/);
    expect(fields[3]).toMatch(/^\d{6}$/);
  });

  it('pads a small amount and refuses one past six digits, a fraction of a grosz or nothing', () => {
    expect(transferQrPayload({ ...base, amountGrosze: 1 })!.split('|')[3]).toBe('000001');
    expect(transferQrPayload({ ...base, amountGrosze: 999_999 })!.split('|')[3]).toBe('999999');
    expect(transferQrPayload({ ...base, amountGrosze: 1_000_000 })).toBeNull();
    expect(transferQrPayload({ ...base, amountGrosze: 10.5 })).toBeNull();
    expect(transferQrPayload({ ...base, amountGrosze: 0 })).toBeNull();
  });

  it('refuses an account that is not 26 digits and a NIP that is not 10', () => {
    expect(transferQrPayload({ ...base, account: 'DE89 3704 0044 0532 0130 00' })).toBeNull();
    expect(transferQrPayload({ ...base, nip: '123' })).toBeNull();
  });

  it('cuts the name at 20 and the title at 32 characters, counting Polish letters as one each', () => {
    const payload = transferQrPayload({
      ...base,
      recipient: 'Żółć Gęślą Jaźń Spółka z o.o.',
      title: 'PF/2026/11/0001, Klub Strzelecki Łódź-Bałuty „Żubr”',
    })!;
    const [, , , , name, title] = payload.split('|');
    expect(name).toBe('Żółć Gęślą Jaźń Spół');
    expect(Array.from(name!)).toHaveLength(20);
    expect(title).toBe('PF/2026/11/0001, Klub Strzelecki');
    expect(Array.from(title!).length).toBeLessThanOrEqual(32);
  });

  it('composes combining accents before cutting, and never leaves half a character or a separator', () => {
    // 'Łąka' with the ogonek typed as a combining mark: four characters, not five.
    expect(qrText('Ła\u0328ka', 4)).toBe('Łąka');
    expect(qrText('a|b\nc', 10)).toBe('a b c');
    // An emoji is two UTF-16 units: the cut keeps it whole or drops it.
    expect(qrText('Klub 🎯 Strzelecki', 6)).toBe('Klub 🎯');
    expect(qrText('Klub  Strzelecki', 5)).toBe('Klub');
  });

  it('writes the title and the account as the pro forma does', () => {
    expect(transferTitle('PF/2026/11/0001', 'KS Grot')).toBe('PF/2026/11/0001, KS Grot');
    expect(groupedAccount('PL61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
  });
});
