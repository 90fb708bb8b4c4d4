import type { ReactNode } from 'react';
import type { ScmInstance } from '@shared/contracts/scm-instances';
import { Badge } from '@web/components/ui/badge';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { InstanceStatusBadge, licenseLabel } from './instance-badges';
import { useInstanceDates } from './instance-dates';

type InstanceDetailsDialogProps = { instance: ScmInstance | null; onOpenChange(open: boolean): void };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="min-w-0 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const notConfigured = <span className="text-slate-600 italic">Not configured</span>;

/** product §2 details: every field, the API key and secret in full. */
export function InstanceDetailsDialog({ instance, onOpenChange }: InstanceDetailsDialogProps) {
  const dates = useInstanceDates();
  return (
    <Dialog open={instance !== null} onOpenChange={onOpenChange}>
      {instance && (
        <DialogContent
          className="max-w-2xl"
          title="Instance Details"
          description={instance.instanceName}
          closeLabel="Close"
          lang="en"
        >
          <dl className="divide-y divide-slate-100">
            <Row label="Instance Name">{instance.instanceName}</Row>
            <Row label="Club Name">{instance.clubName}</Row>
            <Row label="Contact Email">
              <a
                href={`mailto:${instance.contactEmail}`}
                className="break-all text-brand-700 hover:underline"
              >
                {instance.contactEmail}
              </a>
            </Row>
            <Row label="Domain">{instance.domain ?? notConfigured}</Row>
            <Row label="Webhook URL">
              {instance.webhookUrl ? <span className="break-all">{instance.webhookUrl}</span> : notConfigured}
            </Row>
            <Row label="Status">
              <InstanceStatusBadge status={instance.status} />
            </Row>
            <Row label="License Type">{licenseLabel(instance.licenseType)}</Row>
            <Row label="API Key">
              <code className="font-mono text-xs break-all select-all">{instance.apiKey}</code>
            </Row>
            <Row label="API Secret">
              <code className="font-mono text-xs break-all select-all">{instance.apiSecret}</code>
            </Row>
            <Row label="Enabled Modules">
              {instance.modules.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5" aria-label="Enabled modules">
                  {instance.modules.map((module) => (
                    <li key={module}>
                      <Badge tone="blue">{module}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-slate-600 italic">No modules enabled</span>
              )}
            </Row>
            <Row label="Created">{dates.created(instance)}</Row>
            <Row label="Last Activity">{dates.lastActivity(instance)}</Row>
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}
