import { formatPln } from '@shared/money';
import { useEffect, useState } from 'react';
import type {
  CsvMapping,
  StatementImport as ImportResult,
  StatementLine,
} from '@shared/contracts/statements';
import { Button } from '@web/components/ui/button';
import { FileInput } from '@web/components/ui/file-input';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { SENDING_LABEL } from '@web/components/ui/submit-label';
import { useConfirmLine, useCsvMapping, useImportStatement, useOpenLines } from './api';
import { serverMessage } from '@web/lib/api';
import { PairLine } from './pair-line';

const MAPPING_FIELDS: { key: keyof CsvMapping; label: string }[] = [
  { key: 'date', label: 'Kolumna z datą' },
  { key: 'amount', label: 'Kolumna z kwotą' },
  { key: 'title', label: 'Kolumna z tytułem' },
  { key: 'counterparty', label: 'Kolumna z kontrahentem' },
  { key: 'reference', label: 'Kolumna z numerem transakcji' },
];

/** The columns the operator named; none named: the server recognises the bank's own column names. */
const namedColumns = (mapping: CsvMapping): CsvMapping | undefined => {
  const named = Object.fromEntries(Object.entries(mapping).filter(([, name]) => name?.trim()));
  return Object.keys(named).length ? named : undefined;
};

/**
 * The file's bytes in base64, untouched: the server tells its encoding (Polish banks' Windows-1250 among
 * them), which reading it here as text would lose.
 */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Nie udało się odczytać pliku'));
    reader.readAsDataURL(file);
  });
}
const STATE_LABEL: Record<StatementLine['state'], string> = {
  exact: 'Dopasowana',
  partial: 'Do sprawdzenia',
  unmatched: 'Niedopasowana',
  booked: 'Zaksięgowana',
};

/** 'Import wyciągu': a statement file in, its credits matched to orders, exact ones booked in one click. */
export function StatementImport() {
  const [format, setFormat] = useState<'mt940' | 'csv'>('mt940');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<CsvMapping>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const remembered = useCsvMapping();
  const importing = useImportStatement();
  const confirm = useConfirmLine();
  const open = useOpenLines();
  // After an import, its credits (booked ones too, so the operator sees what happened); otherwise the ones
  // still waiting, so a reload or another day does not lose them.
  const lines = result?.lines ?? open.data?.items ?? [];

  useEffect(() => {
    if (remembered.data?.mapping) setMapping(remembered.data.mapping);
  }, [remembered.data]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return;
    const content = await base64Of(file);
    const columns = format === 'csv' ? namedColumns(mapping) : undefined;
    importing.mutate(
      { format, file: content, ...(columns ? { mapping: columns } : {}) },
      { onSuccess: setResult },
    );
  }

  const book = (line: StatementLine, orderId = line.order?.id, acceptDifferenceReason?: string) =>
    confirm.mutate(
      {
        id: line.id,
        ...(orderId ? { orderId } : {}),
        ...(acceptDifferenceReason ? { acceptDifference: true, reason: acceptDifferenceReason } : {}),
      },
      {
        onSuccess: (booked) =>
          setResult((current) =>
            current
              ? { ...current, lines: current.lines.map((item) => (item.id === booked.id ? booked : item)) }
              : current,
          ),
      },
    );

  return (
    <section aria-labelledby="statement-title">
      <h2 id="statement-title" className="text-lg font-semibold text-slate-900">
        Import wyciągu
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Wpłaty z wyciągu (MT940 lub CSV, do 5 MB, w UTF-8, Windows-1250 lub ISO-8859-2) dopasujemy do
        nieopłaconych zamówień po numerze pro formy w tytule i kwocie. Ten sam plik zaimportowany ponownie
        niczego nie zmienia.
      </p>
      <form onSubmit={submit} className="mt-3 space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <Label htmlFor="statement-format">Format</Label>
            <NativeSelect
              id="statement-format"
              value={format}
              onChange={(event) => setFormat(event.target.value as 'mt940' | 'csv')}
              className="mt-1 w-32"
            >
              <option value="mt940">MT940</option>
              <option value="csv">CSV</option>
            </NativeSelect>
          </div>
          <div className="min-w-0">
            <Label htmlFor="statement-file">Plik wyciągu</Label>
            <FileInput
              id="statement-file"
              accept=".sta,.mt940,.txt,.csv"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="mt-1"
            />
          </div>
        </div>
        {format === 'csv' ? (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 text-sm text-slate-700">
              Nazwy kolumn z nagłówka pliku, jeśli inne niż zwykle (puste rozpoznamy po nazwach, jakie nadają
              im banki; wpisane zapamiętamy na następny raz)
            </legend>
            {MAPPING_FIELDS.map(({ key, label }) => (
              <div key={key}>
                <Label htmlFor={`statement-column-${key}`}>{label}</Label>
                <Input
                  id={`statement-column-${key}`}
                  value={mapping[key] ?? ''}
                  onChange={(event) => setMapping({ ...mapping, [key]: event.target.value })}
                  className="mt-1"
                />
              </div>
            ))}
          </fieldset>
        ) : null}
        <Button type="submit" disabled={!file || importing.isPending}>
          {importing.isPending ? SENDING_LABEL.pl : 'Importuj wyciąg'}
        </Button>
        {importing.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {serverMessage(importing.error)}
          </p>
        ) : null}
      </form>

      {result || lines.length > 0 ? (
        <div className="mt-4">
          {result ? (
            <p className="text-sm text-slate-700" role="status">
              Nowe wpłaty: {result.added}, zaimportowane wcześniej: {result.alreadyImported}.
            </p>
          ) : (
            <h3 className="text-sm font-semibold text-slate-900">Wpłaty czekające na rozliczenie</h3>
          )}
          <table className="mt-3 w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-3 font-medium">Data</th>
                <th className="py-2 pr-3 text-right font-medium">Kwota</th>
                <th className="py-2 pr-3 font-medium">Tytuł</th>
                <th className="py-2 pr-3 font-medium">Dopasowanie</th>
                <th className="py-2 font-medium">Akcja</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3">{line.bookedOn}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatPln(line.amountPln, 'whole-bare')}
                  </td>
                  <td className="py-2 pr-3">
                    {line.title}
                    {line.counterparty ? (
                      <span className="block text-slate-600">{line.counterparty}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">
                    <span className="font-medium">{STATE_LABEL[line.state]}</span>
                    {line.order ? (
                      <span className="block text-slate-600">
                        {line.order.proformaNumber}, {line.order.clubName},{' '}
                        {formatPln(line.order.grossPln, 'whole-bare')}
                        {line.order.paidPln > 0
                          ? `, zapłacono ${formatPln(line.order.paidPln, 'whole-bare')}`
                          : ''}
                      </span>
                    ) : null}
                    {line.note ? <span className="block text-slate-600">{line.note}</span> : null}
                  </td>
                  <td className="py-2">
                    {line.state === 'exact' ? (
                      <Button size="sm" disabled={confirm.isPending} onClick={() => book(line)}>
                        Zatwierdź
                      </Button>
                    ) : line.state === 'booked' ? null : (
                      <PairLine
                        line={line}
                        pending={confirm.isPending}
                        onBook={(orderId, reason) => book(line, orderId, reason)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
