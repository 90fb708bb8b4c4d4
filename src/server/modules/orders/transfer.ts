import QRCode from 'qrcode';
import type { OrderTransfer } from '@shared/contracts/order';
import { groupedAccount, transferQrPayload, transferTitle } from '@shared/transfer-qr';
import type { AppConfig } from '../../config';
import type { OutboxAttachment } from '../../db/schema/index';
import { formatIban } from '../../lib/iban';

/** The inline image's Content-ID in the order's e-mail (`cid:` in its HTML). */
export const TRANSFER_QR_CID = 'transfer-qr@order';

type Config = Pick<AppConfig, 'company' | 'bankAccount'>;

/**
 * The payment details the payer sees after ordering and in the pro forma's e-mail. The QR code is drawn for a
 * złoty order only: the Polish banks' format is a domestic PLN transfer, and a euro order is paid from
 * abroad by IBAN and BIC.
 */
export async function orderTransfer(
  config: Config,
  order: {
    number: string;
    clubName: string;
    grossPln: number;
    shown: { currency: 'PLN' | 'EUR'; gross: number };
  },
): Promise<OrderTransfer> {
  const title = transferTitle(order.number, order.clubName);
  const pln = order.shown.currency === 'PLN';
  const payload = pln
    ? transferQrPayload({
        nip: config.company.taxId,
        account: config.bankAccount,
        amountGrosze: Math.round(order.grossPln * 100),
        recipient: config.company.name,
        title,
      })
    : null;
  return {
    // As people read and type it: the NRB's groups for a Polish payer, the IBAN's print format from abroad.
    account: pln ? groupedAccount(config.bankAccount) : formatIban(config.bankAccount),
    amount: order.shown.gross,
    currency: order.shown.currency,
    title,
    recipient: config.company.name,
    qr: payload
      ? {
          payload,
          svg: await QRCode.toString(payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
        }
      : null,
  };
}

/** The code as a PNG attached inline to the e-mail (mail clients show `cid:` images; many block data URLs). */
export async function transferQrAttachment(payload: string): Promise<OutboxAttachment> {
  const png = await QRCode.toBuffer(payload, { type: 'png', margin: 2, scale: 5, errorCorrectionLevel: 'M' });
  return {
    filename: 'przelew-qr.png',
    contentType: 'image/png',
    content: png.toString('base64'),
    cid: TRANSFER_QR_CID,
  };
}
