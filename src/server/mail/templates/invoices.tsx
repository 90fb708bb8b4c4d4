import { Text } from '@react-email/components';
import { formatIsoDay } from '@shared/date-format';
import { common, Field, Summary, visitorMail } from './blocks';
import { defineMailMessages, type MailContext } from './context';
import { formatPlnIn } from '@shared/money';
import { text } from './layout';
import type { RenderedTemplate } from './types';

/* The VAT invoice (or its correction) sent to the buyer, the PDF and the FA(3) XML attached. */

export type InvoiceIssuedData = {
  orderId: string;
  name: string;
  clubName: string;
  kind: 'invoice' | 'correction';
  number: string;
  issueDate: string;
  gross: number;
};

const invoiceTexts = defineMailMessages({
  pl: {
    subjectInvoice: 'Faktura VAT',
    subjectCorrection: 'Faktura korygująca',
    introInvoice: 'W załączniku przesyłamy fakturę VAT za Twoje zamówienie.',
    introCorrection: 'W załączniku przesyłamy fakturę korygującą do Twojego zamówienia.',
    number: 'Numer',
    issueDate: 'Data wystawienia',
    gross: 'Kwota brutto',
    files:
      'Załączamy fakturę w PDF oraz jej ustrukturyzowaną postać XML (KSeF, schemat FA(3)) do Twojej księgowości.',
  },
  en: {
    subjectInvoice: 'VAT invoice',
    subjectCorrection: 'Corrective invoice',
    introInvoice: 'Please find attached the VAT invoice for your order.',
    introCorrection: 'Please find attached the corrective invoice for your order.',
    number: 'Number',
    issueDate: 'Issue date',
    gross: 'Gross amount',
    files: 'Attached are the invoice as a PDF and its structured XML (KSeF, schema FA(3)) for your accounts.',
  },
});

export function invoiceIssued(data: InvoiceIssuedData, context: MailContext): RenderedTemplate {
  const { language } = context;
  const t = invoiceTexts[language];
  const correction = data.kind === 'correction';
  return visitorMail(
    context,
    {
      subject: `${correction ? t.subjectCorrection : t.subjectInvoice} ${data.number}`,
      name: data.name,
      lead: correction ? t.introCorrection : t.introInvoice,
    },
    <>
      <Summary>
        <Field label={t.number} value={data.number} />
        <Field label={common[language].club} value={data.clubName} />
        <Field label={t.issueDate} value={formatIsoDay(data.issueDate)} />
        <Field label={t.gross} value={formatPlnIn(data.gross, language)} />
      </Summary>
      <Text style={text}>{t.files}</Text>
    </>,
  );
}
