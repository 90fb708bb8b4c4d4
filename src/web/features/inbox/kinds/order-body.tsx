import { formatPln } from '@shared/money';
import type { OrderItem } from '@shared/contracts/inbox';
import { ORDER_PLAN_LABELS, PAYMENT_MODE_LABELS } from '@shared/inbox';
import { isPastDue } from '@shared/payment-terms';
import { DEFAULT_EUR_RATE, VAT_RATE } from '@shared/pricing/catalogue';
import { Badge } from '@web/components/ui/badge';
import { moduleName } from '@shared/pricing/module-names';
import { formatPrice } from '@web/i18n/format';
import { EU_VAT_PREFIX, type CountryCode } from '@shared/validation/countries';
import { Detail, Details, orDash, SourceDetail } from './details';
import { AdminIdentityDetail } from './admin-identity-detail';

/** product §2 orders: plan (Mały/Średni/Duży), billing period, extra modules, member count; the server's total. */
export function OrderBody({ item }: { item: OrderItem }) {
  const period = item.paymentMode === 'yearly' ? 'rok' : 'mies.';
  const address = [item.street, [item.postalCode, item.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Details>
      {item.proformaNumber && (
        <Detail label="Pro forma">
          <span className="font-mono tabular-nums">{item.proformaNumber}</span>
        </Detail>
      )}
      <Detail label="Plan">{ORDER_PLAN_LABELS[item.plan] ?? item.plan}</Detail>
      <Detail label="Okres rozliczeniowy">{PAYMENT_MODE_LABELS[item.paymentMode] ?? item.paymentMode}</Detail>
      <Detail label="Moduły dodatkowe">
        {item.selectedModules.length
          ? item.selectedModules.map((id) => moduleName(id, 'pl')).join(', ')
          : 'Brak'}
      </Detail>
      <Detail label="Liczba członków">{orDash(item.memberCount)}</Detail>
      <Detail label="Suma netto">
        <span className="font-semibold">
          {formatPrice(item.totalNetPln, 'pl', DEFAULT_EUR_RATE)} / {period}
        </span>
      </Detail>
      {address && <Detail label="Adres">{address}</Detail>}
      <Detail label="Kraj">{countryName(item.country)}</Detail>
      {item.euVatId && (
        <Detail label="Numer VAT UE">
          <span className="font-mono">
            {EU_VAT_PREFIX[item.country as CountryCode] ?? ''}
            {item.euVatId}
          </span>
        </Detail>
      )}
      {(item.nip || item.regon) && (
        <Detail label="NIP / REGON">
          {orDash(item.nip)} / {orDash(item.regon)}
        </Detail>
      )}
      {item.adminUser && (
        <Detail label="Pierwszy użytkownik z rolą administratora">
          {item.adminUser.firstName} {item.adminUser.lastName} ({item.adminUser.email})
        </Detail>
      )}
      {item.form === 'full' && <AdminIdentityDetail orderId={item.id} />}
      {item.authorizedPersons.length > 0 && (
        <Detail label="Osoby upoważnione" className="sm:col-span-2">
          {item.authorizedPersons
            .map((person) => `${person.firstName} ${person.lastName} (${person.position})`)
            .join(', ')}
        </Detail>
      )}
      <SourceDetail source={item.source} />
    </Details>
  );
}

/** 'Niemcy (DE)': the buyer's country by its Polish name (the browser's), with the invoice's code. */
function countryName(code: string): string {
  try {
    const name = new Intl.DisplayNames(['pl'], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** The gross the pro forma asks for: VAT on the net total, to the grosz, as the calculator rounds it. */
export const orderGrossPln = (item: OrderItem) =>
  Math.round((item.totalNetPln + Math.round(item.totalNetPln * VAT_RATE * 100) / 100) * 100) / 100;

/** The orders list's money: gross and paid so far ('brutto 1 653,12 zł · zapłacono 800,00 zł'). */
export function OrderMoney({ item }: { item: OrderItem }) {
  return (
    <span className="ml-2 text-xs text-slate-600 tabular-nums" data-testid="order-money">
      brutto {formatPln(orderGrossPln(item))} · zapłacono {formatPln(item.paidAmountPln ?? 0)}
    </span>
  );
}

/** 'po terminie': the pro forma's deadline passed with the order unpaid; 'opłacone' once it is. */
export function OrderBadges({ item, timeZone }: { item: OrderItem; timeZone: string }) {
  if (item.paidOn) return <Badge tone="green">opłacone</Badge>;
  return isPastDue(item, new Date(), timeZone) ? <Badge tone="red">po terminie</Badge> : null;
}
