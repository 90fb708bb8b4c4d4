import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { AdminUser } from '@shared/contracts/auth';
import {
  ENROL_API,
  LOGIN_API,
  type PendingSignIn,
  type SecondFactor,
  type TotpEnrolment,
} from '@shared/contracts/mfa';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { apiRequest, ApiRequestError } from '@web/lib/api';
import { CURRENT_USER_KEY } from './api';

const errorText = (error: unknown) => {
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return 'Zbyt wiele nieudanych prób. Spróbuj ponownie za kilka minut.';
    return error.serverMessage;
  }
  if (error instanceof Error && error.name === 'NotAllowedError') return 'Anulowano użycie klucza dostępu.';
  return error instanceof Error ? error.message : String(error);
};

/** A passkey assertion for `optionsPath`'s options, as the JSON the server verifies. */
async function passkeyAssertion(optionsPath: string) {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>('POST', optionsPath);
  return startAuthentication({ optionsJSON });
}

/** 'Zaloguj się kluczem dostępu': a passkey alone signs in (both factors in one). */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn(user: AdminUser): void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            const response = await passkeyAssertion(`${LOGIN_API}/passkey-options`);
            onSignedIn(await apiRequest<AdminUser>('POST', `${LOGIN_API}/passkey`, { response }));
          } catch (caught) {
            setError(errorText(caught));
          } finally {
            setBusy(false);
          }
        }}
      >
        Zaloguj się kluczem dostępu
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A second factor, asked for after the password (sign-in) or before a sensitive action (step-up): a passkey,
 * a code from the authenticator app, or a recovery code.
 */
export function SecondFactorForm({
  methods,
  submitPath,
  passkeyOptionsPath,
  onDone,
  submitLabel = 'Zaloguj się',
}: {
  methods: PendingSignIn['methods'];
  submitPath: string;
  passkeyOptionsPath: string;
  onDone(result: unknown): void;
  submitLabel?: string;
}) {
  const [mode, setMode] = useState<'totp' | 'recovery_code'>(
    methods.includes('totp') ? 'totp' : 'recovery_code',
  );
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The step follows the password (or a switch between app and recovery code): the operator types the code
  // at once, without reaching for the field.
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => codeInput.current?.focus(), [mode]);
  const send = async (factor: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      onDone(await apiRequest('POST', submitPath, (await factor()) as SecondFactor));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      {methods.includes('passkey') && (
        <Button
          type="button"
          className="w-full"
          disabled={busy}
          onClick={() =>
            void send(async () => ({
              method: 'passkey',
              response: await passkeyAssertion(passkeyOptionsPath),
            }))
          }
        >
          Użyj klucza dostępu
        </Button>
      )}
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(async () => ({ method: mode, code }));
        }}
      >
        <Field label={mode === 'totp' ? 'Kod z aplikacji uwierzytelniającej' : 'Kod odzyskiwania'} required>
          <Input
            ref={codeInput}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={mode === 'totp' ? 'numeric' : 'text'}
          />
        </Field>
        <Button
          type="submit"
          variant={methods.includes('passkey') ? 'outline' : 'primary'}
          className="w-full"
          disabled={busy}
        >
          {submitLabel}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2 text-sm">
        {mode !== 'totp' && methods.includes('totp') && (
          <Button type="button" variant="link" onClick={() => setMode('totp')}>
            Użyj aplikacji uwierzytelniającej
          </Button>
        )}
        {mode !== 'recovery_code' && methods.includes('recovery_code') && (
          <Button type="button" variant="link" onClick={() => setMode('recovery_code')}>
            Użyj kodu odzyskiwania
          </Button>
        )}
      </div>
    </div>
  );
}

/** The recovery codes, shown once: download or copy, then go on. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved(): void }) {
  const text = `${codes.join('\n')}\n`;
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Kody odzyskiwania</h2>
      <p className="text-sm text-slate-700">
        Zapisz te kody w bezpiecznym miejscu. Każdy działa raz, gdy nie masz przy sobie klucza ani telefonu.
        Nie pokażemy ich ponownie.
      </p>
      <ol
        data-testid="recovery-codes"
        // One code a line, never broken: a code split over two lines gets copied by hand as two.
        className="grid gap-1.5 overflow-x-auto rounded-md bg-slate-100 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex gap-2">
        <Button asChild variant="outline">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="kody-odzyskiwania.txt"
          >
            Pobierz
          </a>
        </Button>
        <Button type="button" variant="outline" onClick={() => void navigator.clipboard?.writeText(text)}>
          Kopiuj
        </Button>
      </div>
      <Button type="button" className="w-full" onClick={onSaved}>
        Zapisałem kody, przejdź dalej
      </Button>
    </div>
  );
}

type Enrolled = { recoveryCodes: string[] | null };

/**
 * Adding a factor under `base` (the enrolment before the first session, or the Security screen): a passkey,
 * or an authenticator app (QR code and the secret as text, confirmed by a first code).
 */
export function AddFactor({ base, onAdded }: { base: string; onAdded(result: Enrolled): void }) {
  const [totp, setTotp] = useState<TotpEnrolment | null>(null);
  const [name, setName] = useState('Klucz dostępu');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-6">
      <section className="space-y-3">
        <h2 className="text-base font-semibold text-slate-900">Klucz dostępu</h2>
        <Field label="Nazwa klucza">
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Button
          type="button"
          className="w-full"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
                'POST',
                `${base}/passkey-options`,
              );
              const response = await startRegistration({ optionsJSON });
              onAdded(await apiRequest<Enrolled>('POST', `${base}/passkeys`, { name, response }));
            })
          }
        >
          Dodaj klucz dostępu
        </Button>
      </section>
      <section className="space-y-3">
        <h2 className="text-base font-semibold text-slate-900">Aplikacja uwierzytelniająca</h2>
        {totp ? (
          <form
            noValidate
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              void run(async () =>
                onAdded(await apiRequest<Enrolled>('POST', `${base}/totp/confirm`, { code })),
              );
            }}
          >
            <div
              className="mx-auto w-48"
              role="img"
              aria-label="Kod QR do zeskanowania w aplikacji uwierzytelniającej"
              // The SVG is made by the server's QR library from our own otpauth address.
              dangerouslySetInnerHTML={{ __html: totp.qrSvg }}
            />
            <p className="text-sm text-slate-700">
              Nie możesz zeskanować? Wpisz klucz ręcznie:{' '}
              <code data-testid="totp-secret" className="break-all font-mono text-slate-900">
                {totp.secret}
              </code>
            </p>
            <Field label="Kod z aplikacji" required>
              <Input
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
              />
            </Field>
            <Button type="submit" className="w-full" disabled={busy}>
              Potwierdź kod
            </Button>
          </form>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={busy}
            onClick={() =>
              void run(async () => setTotp(await apiRequest<TotpEnrolment>('POST', `${base}/totp`)))
            }
          >
            Skonfiguruj aplikację uwierzytelniającą
          </Button>
        )}
      </section>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The whole enrolment before the first session: a factor, the recovery codes, then the back office. */
export function Enrolment({ onSignedIn }: { onSignedIn(user: AdminUser): void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const [added, setAdded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const finish = async () => {
    try {
      onSignedIn(await apiRequest<AdminUser>('POST', `${ENROL_API}/finish`));
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  return (
    <div className="space-y-4">
      {!added ? (
        <>
          <p className="text-sm text-slate-700">
            Skonfiguruj logowanie dwuetapowe: dodaj klucz dostępu albo aplikację uwierzytelniającą.
          </p>
          <AddFactor
            base={ENROL_API}
            onAdded={(result) => {
              setAdded(true);
              setCodes(result.recoveryCodes);
              if (!result.recoveryCodes) void finish();
            }}
          />
        </>
      ) : codes ? (
        <RecoveryCodes codes={codes} onSaved={() => void finish()} />
      ) : null}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** After the password: the second factor, or enrolment; ends with the admin signed in. */
export function PendingSignInStep({ pending, onSignedIn }: { pending: PendingSignIn; onSignedIn(): void }) {
  const queryClient = useQueryClient();
  const signedIn = (user: AdminUser) => {
    queryClient.setQueryData(CURRENT_USER_KEY, user);
    onSignedIn();
  };
  if (pending.status === 'enrol') return <Enrolment onSignedIn={signedIn} />;
  return (
    <SecondFactorForm
      methods={pending.methods}
      submitPath={`${LOGIN_API}/second-factor`}
      passkeyOptionsPath={`${LOGIN_API}/passkey-options`}
      onDone={(user) => signedIn(user as AdminUser)}
    />
  );
}
