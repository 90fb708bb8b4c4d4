import { Eye, EyeOff } from 'lucide-react';
import { BUG_REPORT_PATH, BUG_REPORT_SCOPE, OAUTH_TOKEN_PATH } from '@shared/bug-reports';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@shared/contracts/oauth';
import type { Tenant } from '@shared/contracts/tenants';
import { Button } from '@web/components/ui/button';
import { CopyButton } from '@web/components/ui/copy-button';

const MASK = '••••••••';

type MaskedProps = {
  tenant: Tenant;
  revealed: boolean;
  onToggle(): void;
  /** The element the eye toggle shows and hides. */
  panelId: string;
};

/** product §9: credentials masked by default; the eye toggle reveals them with the OAuth endpoint info. */
export function MaskedCredentials({ tenant, revealed, onToggle, panelId }: MaskedProps) {
  const action = revealed ? 'Ukryj dane dostępowe' : 'Pokaż dane dostępowe';
  return (
    <div className="flex items-center gap-2">
      <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-2 text-xs">
        {['Client ID', 'Secret'].map((label) => (
          <div key={label} className="contents">
            <dt className="whitespace-nowrap text-slate-600">{label}</dt>
            <dd className="font-mono text-slate-800">
              <span aria-hidden="true">{MASK}</span>
              <span className="sr-only">ukryty</span>
            </dd>
          </div>
        ))}
      </dl>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 shrink-0"
        aria-label={`${action}: ${tenant.tenantName}`}
        title={action}
        aria-expanded={revealed}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
    </div>
  );
}

/** The absolute address a tenant's developers call: this site's origin plus the path. */
const absolute = (path: string) => `${window.location.origin}${path}`;

/** The revealed credentials and the OAuth endpoint info, each value with a copy button (product §2). */
export function CredentialsPanel({ tenant, id }: { tenant: Tenant; id: string }) {
  const rows = [
    { label: 'Client ID', value: tenant.clientId, display: tenant.clientId },
    { label: 'Client Secret', value: tenant.clientSecret, display: tenant.clientSecret },
    {
      label: 'Endpoint tokenu',
      value: absolute(OAUTH_TOKEN_PATH),
      display: `POST ${absolute(OAUTH_TOKEN_PATH)}`,
    },
    {
      label: 'Endpoint zgłoszeń',
      value: absolute(BUG_REPORT_PATH),
      display: `POST ${absolute(BUG_REPORT_PATH)}`,
    },
    { label: 'Scope', value: BUG_REPORT_SCOPE, display: BUG_REPORT_SCOPE },
  ];
  return (
    <section
      id={id}
      aria-label={`Dane dostępowe: ${tenant.tenantName}`}
      className="rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-xs font-medium text-slate-700 sm:pt-1.5">{row.label}</dt>
            <dd className="flex min-w-0 items-center gap-1">
              <code className="min-w-0 flex-1 rounded bg-white px-2 py-1 font-mono text-xs break-all text-slate-900 ring-1 ring-slate-200">
                {row.display}
              </code>
              <CopyButton value={row.value} label={row.label} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-700">
        Token: <code>grant_type=client_credentials</code> z uwierzytelnieniem HTTP Basic (Client ID i Client
        Secret), ważny {ACCESS_TOKEN_LIFETIME_SECONDS / 60} minut. Zgłoszenia: nagłówek{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
    </section>
  );
}
