import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_BYTES } from '@shared/contracts/statements';
import { statementLines } from '../../db/schema/index';
import {
  encodeText,
  fileField,
  mtAmount,
  ORDER_GROSS,
  placeOrderToPay,
  type TextEncoding,
} from '../../test/factories/statements';
import { appWithAdmin } from '../../test/test-app';

const { app, admin } = await appWithAdmin();

const post = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/admin/statements', payload, headers: admin.headers });

type Line = { state: string; title: string; counterparty: string; order: { id: string } | null };

/** '1 234,56': thousands apart, as mBank and Pekao write amounts. */
const spaced = (amount: number) =>
  new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, useGrouping: true })
    .format(amount)
    .replace(/\u00a0/g, ' ');

/**
 * Files as the banks' internet banking exports them, from their published layouts: a few lines about the
 * account above the table (mBank, ING), '#'-marked headers (mBank), quoted fields and the description
 * spread over unnamed columns (PKO BP), a reference column (ING, Pekao), totals under the table.
 */
const BANKS: {
  bank: string;
  encoding: TextEncoding;
  file: (proforma: string) => string;
  title: string;
  counterparty: string;
}[] = [
  {
    bank: 'mBank',
    encoding: 'windows-1250',
    file: (proforma) =>
      [
        'mBank S.A. Bankowość Detaliczna;',
        'Skrytka Pocztowa 2108;',
        '90-959 Łódź 2;',
        ';',
        '#Klient;',
        'STRZELNICA SPÓŁKA Z O.O.;',
        ';',
        'Lista operacji;',
        '#Za okres:;',
        '01.06.2027;02.06.2027;',
        ';',
        '#Waluta;#Wpływy;#Wydatki;',
        `PLN;${spaced(ORDER_GROSS)};120,00;`,
        ';',
        '#Data operacji;#Data księgowania;#Opis operacji;#Tytuł;#Nadawca/Odbiorca;#Numer konta;#Kwota;#Saldo po operacji;',
        `2027-06-02;2027-06-02;PRZELEW ZEWNĘTRZNY PRZYCHODZĄCY;"Zapłata ${proforma} ąśź";"KLUB STRZELECKI ŚWIT ŹRÓDLANA 5 ŁÓDŹ";'12345678901234567890123456';${spaced(ORDER_GROSS)};${spaced(10_000 + ORDER_GROSS)};`,
        `2027-06-02;2027-06-02;OPŁATA ZA PROWADZENIE RACHUNKU;"Opłata miesięczna";"";'';-120,00;${spaced(9_880 + ORDER_GROSS)};`,
        ';',
        `;;;;;;#Saldo końcowe;${spaced(9_880 + ORDER_GROSS)} PLN;`,
      ].join('\r\n'),
    title: 'Zapłata {proforma} ąśź',
    counterparty: 'KLUB STRZELECKI ŚWIT ŹRÓDLANA 5 ŁÓDŹ',
  },
  {
    bank: 'ING Bank Śląski',
    encoding: 'windows-1250',
    file: (proforma) =>
      [
        '"Lista transakcji"',
        '"Dokument nr 0123456/2027"',
        '"Wygenerowany dnia: 2027-06-03, 10:00"',
        '"Dane Użytkownika:"',
        '"STRZELNICA SPÓŁKA Z O.O."',
        '',
        '"Zakres dat";"2027-06-01";"2027-06-02"',
        '',
        '"Data transakcji";"Data księgowania";"Dane kontrahenta";"Tytuł";"Nr rachunku";"Nazwa banku";"Szczegóły";"Nr transakcji";"Kwota transakcji (waluta rachunku)";"Waluta";"Kwota blokady/zwolnienie blokady";"Waluta";"Kwota płatności w walucie";"Waluta";"Saldo po transakcji";"Waluta";;;;',
        `2027-06-02;2027-06-02;"Klub Sportowy Żubr Gęśla 3 Kraków";"${proforma} abonament źródło";"'11102000000000000000000000'";"PKO BP";"PRZELEW";'202715300000000001';${mtAmount(ORDER_GROSS)};PLN;;;;;0,00;PLN;;;;`,
        `2027-06-02;2027-06-02;"Jan Świątek";"Składka członkowska";"'22102000000000000000000000'";"mBank";"PRZELEW";'202715300000000002';50,00;PLN;;;;;0,00;PLN;;;;`,
        `2027-06-02;2027-06-02;"Jan Świątek";"Składka członkowska";"'22102000000000000000000000'";"mBank";"PRZELEW";'202715300000000003';50,00;PLN;;;;;0,00;PLN;;;;`,
        `2027-06-03;;"Sklep";"Zakup";"";"";"TR.KART";'';;;-20,00;PLN;;;;;;;;`,
        '',
        ';;;;;;;;"Saldo końcowe";;;;;;;;;;;',
      ].join('\r\n'),
    title: '{proforma} abonament źródło',
    counterparty: 'Klub Sportowy Żubr Gęśla 3 Kraków',
  },
  {
    bank: 'PKO BP',
    encoding: 'iso-8859-2',
    file: (proforma) =>
      [
        '"Data operacji","Data waluty","Typ transakcji","Kwota","Waluta","Saldo po transakcji","Opis transakcji","","",""',
        `"2027-06-02","2027-06-02","Przelew na rachunek","+${ORDER_GROSS.toFixed(2)}","PLN","+${(10_000 + ORDER_GROSS).toFixed(2)}","Rachunek nadawcy: 12 3456 7890 1234 5678 9012 3456","Nazwa nadawcy: Klub Strzelecki Ślęża Świdnica","Adres nadawcy: ul. Źródlana 1","Tytuł: Zapłata ${proforma} ąś"`,
        `"2027-06-02","2027-06-02","Opłata","-120.00","PLN","+${(9_880 + ORDER_GROSS).toFixed(2)}","Tytuł: Opłata za prowadzenie rachunku","","",""`,
      ].join('\n'),
    title:
      'Rachunek nadawcy: 12 3456 7890 1234 5678 9012 3456 Nazwa nadawcy: Klub Strzelecki Ślęża Świdnica Adres nadawcy: ul. Źródlana 1 Tytuł: Zapłata {proforma} ąś',
    counterparty: '',
  },
  {
    bank: 'Pekao',
    encoding: 'utf-8-bom',
    file: (proforma) =>
      [
        'Data księgowania;Data waluty;Nadawca / Odbiorca;Adres nadawcy / odbiorcy;Rachunek źródłowy;Rachunek docelowy;Tytułem;Kwota operacji;Waluta;Numer referencyjny;Typ operacji;Kategoria',
        `02.06.2027;02.06.2027;Klub Sportowy „Źródło”;ul. Łąkowa 7;12345678901234567890123456;61109010140000071219812874;${proforma};${spaced(ORDER_GROSS)};PLN;C2715300000123;PRZELEW PRZYCHODZĄCY;Bez kategorii`,
      ].join('\r\n'),
    title: '{proforma}',
    counterparty: 'Klub Sportowy „Źródło”',
  },
];

describe("'Import wyciągu': the files Polish banks export", () => {
  for (const { bank, encoding, file, title, counterparty } of BANKS) {
    it(`${bank} CSV in ${encoding}: its columns found, its letters read, its transfer matched`, async () => {
      const order = await placeOrderToPay(app);
      const bytes = encodeText(file(order.proformaNumber!), encoding);
      if (encoding !== 'utf-8-bom') {
        // The file really is not UTF-8: read as UTF-8 its letters would be lost.
        expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
      }
      const imported = await post({ format: 'csv', file: fileField(bytes) });
      expect(imported.statusCode, imported.body).toBe(200);
      const exact = imported.json().lines.find((line: Line) => line.order?.id === order.id);
      expect(exact).toMatchObject({
        state: 'exact',
        bookedOn: '2027-06-02',
        amountPln: ORDER_GROSS,
        title: title.replace('{proforma}', order.proformaNumber!),
        counterparty,
      });
      // Debits, totals and card payments not yet booked are not credits.
      const credits = bank === 'ING Bank Śląski' ? 3 : 1;
      expect(imported.json()).toMatchObject({ added: credits, alreadyImported: 0 });
      expect((await post({ format: 'csv', file: fileField(bytes) })).json()).toMatchObject({
        added: 0,
        alreadyImported: credits,
      });
    });
  }

  it('MT940 in Windows-1250 with structured details: title and counterparty from their subfields', async () => {
    const order = await placeOrderToPay(app);
    const statement = [
      ':20:ST270602CYC/1',
      ':25:/PL61109010140000071219812874',
      ':28C:12/1',
      ':60F:C270601PLN1000,00',
      `:61:2706020602C${mtAmount(ORDER_GROSS)}S034NONREF//2715300012345`,
      ':86:034~00PRZELEW PRZYCHODZĄCY~20Zapłata za zamówienie ',
      `~21${order.proformaNumber} źdźbło~3010901014~31000007121981`,
      '~32KLUB STRZELECKI ŚWIT ~33SPÓŁKA Z O.O.~38PL61109010140000071219812874',
      `:62F:C270602PLN${mtAmount(1000 + ORDER_GROSS)}`,
    ].join('\r\n');
    const bytes = encodeText(statement, 'windows-1250');
    const imported = await post({ format: 'mt940', file: fileField(bytes) });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().lines).toEqual([
      expect.objectContaining({
        state: 'exact',
        title: `Zapłata za zamówienie ${order.proformaNumber} źdźbło`,
        counterparty: 'KLUB STRZELECKI ŚWIT SPÓŁKA Z O.O.',
        order: expect.objectContaining({ id: order.id }),
      }),
    ]);
  });

  it('a file over 5 MB is refused naming the file field, and a body past the limit is refused unread', async () => {
    const before = await app.db.select().from(statementLines);
    const tooLarge = await post({
      format: 'csv',
      file: fileField(Buffer.alloc(MAX_STATEMENT_BYTES + 3, 'a')),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().fields.file).toBe('Plik wyciągu jest za duży (najwyżej 5 MB)');

    const unread = await post({ format: 'csv', file: 'a'.repeat(9_000_000) });
    expect(unread.statusCode).toBe(413);
    expect(unread.json()).toEqual({
      error: 'Plik wyciągu jest za duży (najwyżej 5 MB)',
      fields: { file: 'Plik wyciągu jest za duży (najwyżej 5 MB)' },
    });

    const none = await post({ format: 'csv' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.file).toBe('Dodaj plik wyciągu');
    expect(await app.db.select().from(statementLines)).toEqual(before);
  });
});
