import type { OrderTransfer } from '@shared/contracts/order';
import { CopyButton } from '@web/components/ui/copy-button';
import { formatAmount } from '@web/i18n/format';
import type { OrderingMessages } from './messages';

type Props = { transfer: OrderTransfer; t: OrderingMessages };

/** Digits and a decimal point: what a banking app's amount field takes when pasted. */
const plainAmount = (amount: number) => amount.toFixed(2);

/**
 * Where the payer is, how to pay: account, amount and title, each with a copy button, and for a złoty order
 * the Polish banks' transfer QR code (its text kept in `data-payload`, what a banking app reads from it).
 */
export function TransferDetails({ transfer, t }: Props) {
  const rows = [
    { label: t.transferRecipient, value: transfer.recipient, copy: null },
    { label: t.transferAccount, value: transfer.account, copy: transfer.account.replace(/\s/g, '') },
    {
      label: t.transferAmount,
      value: formatAmount(transfer.amount, transfer.currency === 'EUR' ? 'en' : 'pl'),
      copy: plainAmount(transfer.amount),
    },
    { label: t.transferTitle, value: transfer.title, copy: transfer.title },
  ];
  return (
    <section
      aria-labelledby="order-transfer-details"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
      data-testid="transfer-details"
    >
      <h4 id="order-transfer-details" className="text-base font-semibold text-slate-900">
        {t.transferDetails}
      </h4>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        {transfer.qr ? (
          <figure className="shrink-0 self-center sm:self-start">
            <div
              role="img"
              aria-label={t.transferQr}
              data-testid="transfer-qr"
              data-payload={transfer.qr.payload}
              className="size-40 [&>svg]:size-full"
              // The server draws the code (qrcode's SVG of our own payload): markup, no script.
              dangerouslySetInnerHTML={{ __html: transfer.qr.svg }}
            />
            <figcaption className="mt-1 max-w-40 text-xs text-slate-600">{t.transferQrHint}</figcaption>
          </figure>
        ) : null}
        <dl className="min-w-0 flex-1 space-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-slate-600">{row.label}</dt>
              <dd className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-medium break-words text-slate-900 tabular-nums">
                  {row.value}
                </span>
                {row.copy ? (
                  <CopyButton
                    value={row.copy}
                    label={row.label}
                    copyLabel={t.copy}
                    copiedMessage={t.copied}
                    failedMessage={t.copyFailed}
                  />
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
