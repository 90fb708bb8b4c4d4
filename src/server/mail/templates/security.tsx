import { Heading, Text } from '@react-email/components';
import { formatDateTime } from '@shared/date-format';
import { AdminLink, Field, Summary } from './blocks';
import { heading, Layout, text } from './layout';
import type { MailContext } from './context';
import type { RenderedTemplate } from './types';

export type LoginCeilingData = {
  /** The admin account the failed sign-ins were for. */
  email: string;
  failures: number;
  windowMinutes: number;
};

/**
 * To the operator when failed sign-ins for one admin account reach the per-e-mail ceiling (guessing spread
 * over many addresses). Polish, like the back office.
 */
export function loginCeilingAlert(data: LoginCeilingData, context: MailContext): RenderedTemplate {
  const subject = `Wiele nieudanych logowań do panelu: ${data.email}`;
  const login = `${context.adminUrl}/security/admin/login`;
  return {
    subject,
    element: (
      <Layout context={context} preview={subject}>
        <Heading style={heading}>Wiele nieudanych logowań do panelu</Heading>
        <Summary>
          <Field label="Konto" value={data.email} />
          <Field label="Nieudane próby" value={`${data.failures} w ciągu ${data.windowMinutes} min`} />
        </Summary>
        <Text style={text}>
          Ktoś próbuje odgadnąć hasło do tego konta z wielu adresów. Logowanie jest teraz spowolnione: każdy
          adres ma jedną próbę na 15 minut. Poprawne hasło z adresu, z którego nie było błędnych prób, nadal
          działa.
        </Text>
        <Text style={text}>
          Jeśli to nie Ty, zmień hasło (npm run admin -- reset-password --email {data.email}) i sprawdź, czy
          hasło nie jest używane gdzie indziej.
        </Text>
        <AdminLink url={login} label="Otwórz panel" />
      </Layout>
    ),
  };
}

export type AdminInvitationData = {
  /** The one-time token: the link is built here, from the back office's address. */
  token: string;
  /** Who invited (their admin e-mail). */
  invitedBy: string;
  expiresAt: string;
};

/** To a new operator: a one-time link to set their password (Administratorzy screen). Polish. */
export function adminInvitation(data: AdminInvitationData, context: MailContext): RenderedTemplate {
  const subject = 'Zaproszenie do panelu administracyjnego';
  const link = `${context.adminUrl}/security/admin/zaproszenie/${data.token}`;
  const expires = formatDateTime(data.expiresAt, context.timeZone);
  return {
    subject,
    element: (
      <Layout context={context} preview={subject}>
        <Heading style={heading}>Zaproszenie do panelu administracyjnego</Heading>
        <Text style={text}>
          {data.invitedBy} zaprasza Cię do panelu administracyjnego {context.company.name}. Ustaw hasło, aby
          się zalogować.
        </Text>
        <AdminLink url={link} label="Ustaw hasło" />
        <Text style={text}>
          Link działa jednorazowo, do {expires} (czas polski). Jeśli się nie spodziewasz tego zaproszenia,
          zignoruj tę wiadomość.
        </Text>
      </Layout>
    ),
  };
}

export type RecoveryCodeUsedData = { email: string; remaining: number; at: string };

/** To the admin whose recovery code was just used to sign in: if it was not them, they act at once. */
export function recoveryCodeUsed(data: RecoveryCodeUsedData, context: MailContext): RenderedTemplate {
  const subject = 'Użyto kodu odzyskiwania do logowania';
  const security = `${context.adminUrl}/security/admin/bezpieczenstwo`;
  return {
    subject,
    element: (
      <Layout context={context} preview={subject}>
        <Heading style={heading}>Użyto kodu odzyskiwania</Heading>
        <Summary>
          <Field label="Konto" value={data.email} />
          <Field label="Kiedy" value={formatDateTime(data.at, context.timeZone)} />
          <Field label="Pozostałe kody" value={String(data.remaining)} />
        </Summary>
        <Text style={text}>
          Ktoś zalogował się na to konto kodem odzyskiwania. Każdy kod działa tylko raz. Jeśli to nie Ty,
          zmień hasło, wygeneruj nowe kody i sprawdź aktywne sesje na ekranie Bezpieczeństwo.
        </Text>
        <AdminLink url={security} label="Otwórz ekran Bezpieczeństwo" />
      </Layout>
    ),
  };
}

export type SecondFactorLockedData = {
  /** The admin account the wrong codes were for. */
  email: string;
  failures: number;
  windowMinutes: number;
  at: string;
};

/**
 * To the admin (and the operators) when wrong second-factor codes for the account reach its cap: whoever
 * typed them knew the password. Polish, like the back office.
 */
export function secondFactorLocked(data: SecondFactorLockedData, context: MailContext): RenderedTemplate {
  const subject = `Wiele błędnych kodów logowania dwuetapowego: ${data.email}`;
  const security = `${context.adminUrl}/security/admin/bezpieczenstwo`;
  return {
    subject,
    element: (
      <Layout context={context} preview={subject}>
        <Heading style={heading}>Wiele błędnych kodów logowania dwuetapowego</Heading>
        <Summary>
          <Field label="Konto" value={data.email} />
          <Field label="Kiedy" value={formatDateTime(data.at, context.timeZone)} />
          <Field label="Błędne kody" value={`${data.failures} w ciągu ${data.windowMinutes} min`} />
        </Summary>
        <Text style={text}>
          Ktoś, kto zna hasło do tego konta, wpisuje błędne kody z aplikacji uwierzytelniającej lub kody
          odzyskiwania. Do końca tego okresu kody są odrzucane, nawet poprawne; klucz dostępu nadal działa.
        </Text>
        <Text style={text}>
          Jeśli to nie Ty, zmień hasło (npm run admin -- reset-password --email {data.email}) i sprawdź
          aktywne sesje na ekranie Bezpieczeństwo.
        </Text>
        <AdminLink url={security} label="Otwórz ekran Bezpieczeństwo" />
      </Layout>
    ),
  };
}

export type FactorsResetData = { email: string; resetBy: string };

/** To an admin whose second factors another admin (or the command line) removed. */
export function factorsReset(data: FactorsResetData, context: MailContext): RenderedTemplate {
  const subject = 'Twoje metody logowania dwuetapowego zostały usunięte';
  const login = `${context.adminUrl}/security/admin/login`;
  return {
    subject,
    element: (
      <Layout context={context} preview={subject}>
        <Heading style={heading}>Logowanie dwuetapowe zresetowane</Heading>
        <Summary>
          <Field label="Konto" value={data.email} />
          <Field label="Zresetował(a)" value={data.resetBy} />
        </Summary>
        <Text style={text}>
          Klucze dostępu, aplikacja uwierzytelniająca i kody odzyskiwania tego konta zostały usunięte, a jego
          sesje zakończone. Przy następnym logowaniu skonfigurujesz drugi składnik od nowa. Jeśli nikt Cię o
          to nie prosił, skontaktuj się z pozostałymi administratorami.
        </Text>
        <AdminLink url={login} label="Zaloguj się" />
      </Layout>
    ),
  };
}
