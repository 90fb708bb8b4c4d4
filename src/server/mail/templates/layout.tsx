import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { MailContext } from './context';
import { defineMailMessages } from './context';

const messages = defineMailMessages({
  pl: { footer: 'Ta wiadomość została wysłana automatycznie.', contact: 'Kontakt' },
  en: { footer: 'This message was sent automatically.', contact: 'Contact' },
});

// The product's look in e-mail: inline styles, because mail clients drop style sheets.
const styles = {
  body: { backgroundColor: '#f1f5f9', fontFamily: 'Arial, Helvetica, sans-serif', color: '#0f172a' },
  container: { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '600px' },
  brand: { fontSize: '14px', fontWeight: 700, color: '#1d4ed8', margin: '0 0 16px' },
  footer: { fontSize: '12px', color: '#64748b', lineHeight: '18px' },
};

export const text = { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };
export const heading = { fontSize: '20px', fontWeight: 700, margin: '0 0 16px' };
export const quote = {
  borderLeft: '3px solid #cbd5e1',
  padding: '4px 12px',
  color: '#334155',
  whiteSpace: 'pre-wrap' as const,
  fontSize: '14px',
  lineHeight: '20px',
  margin: '0 0 12px',
};
export const row = { fontSize: '14px', lineHeight: '20px', margin: '0 0 4px' };
export const button = {
  display: 'inline-block',
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  padding: '10px 16px',
  borderRadius: '6px',
  textDecoration: 'none',
  fontSize: '14px',
};

/** Every message's frame: the brand line, the content and the seller's details. */
export function Layout({
  context,
  preview,
  children,
}: {
  context: MailContext;
  preview: string;
  children: ReactNode;
}) {
  const t = messages[context.language];
  const { company } = context;
  return (
    <Html lang={context.language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{company.name}</Text>
          {children}
          <Hr />
          <Section>
            <Text style={styles.footer}>
              {t.footer}
              <br />
              {company.name}, {company.address}, NIP {company.taxId}
              <br />
              {t.contact}: <Link href={`mailto:${company.email}`}>{company.email}</Link>, {company.phone}
              <br />
              <Link href={context.pageUrl()}>{context.pageUrl()}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
