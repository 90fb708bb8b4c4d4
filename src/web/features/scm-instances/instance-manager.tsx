import { useState } from 'react';
import { RotateCw, Server } from 'lucide-react';
import type { ScmInstance } from '@shared/contracts/scm-instances';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useDeleteScmInstance, useScmInstances } from './api';
import { InstanceDetailsDialog } from './instance-details-dialog';
import { InstanceFormDialog } from './instance-form-dialog';
import { InstanceList } from './instance-list';

type InstanceManagerProps = {
  /** The page's header holds the "Add Instance" button; the dialog lives here. */
  addOpen: boolean;
  onAddOpenChange(open: boolean): void;
};

/** SPEC §2 /security/admin/systems (English): counters, the instance table, add and details dialogs. */
export function InstanceManager({ addOpen, onAddOpenChange }: InstanceManagerProps) {
  const list = useScmInstances();
  const remove = useDeleteScmInstance();
  const [viewing, setViewing] = useState<ScmInstance | null>(null);

  const items = list.data?.items ?? [];
  const counters = [
    { label: 'Total Instances', value: list.data?.total ?? 0 },
    { label: 'Active', value: items.filter((item) => item.status === 'active').length },
    // SPEC §2: fixed at 0 until the club systems report usage.
    { label: 'API Calls Today', value: 0 },
    { label: 'Support Tickets', value: 0 },
  ];

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {counters.map((counter) => (
          <Card key={counter.label} className="p-3 sm:p-5">
            <dt className="text-xs font-medium text-slate-600 sm:text-sm">{counter.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">
              {list.isPending ? '–' : counter.value}
            </dd>
          </Card>
        ))}
      </dl>

      <section aria-labelledby="instances-heading" className="space-y-3">
        <h2 id="instances-heading" className="text-xl font-semibold text-slate-900">
          SCM Instances
        </h2>
        {list.isPending ? (
          <div className="flex items-center justify-center gap-3 py-16 text-slate-700">
            <Spinner label="Loading instances..." />
            <span aria-hidden="true">Loading instances...</span>
          </div>
        ) : list.isError ? (
          <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
            <p className="font-semibold text-slate-900">Could not load the SCM instances</p>
            <p className="text-sm text-slate-700">{list.error.message}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              <RotateCw aria-hidden="true" /> Try again
            </Button>
          </Card>
        ) : items.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Server className="size-10 text-slate-400" aria-hidden="true" />
            <p className="text-slate-700">No SCM instances registered yet</p>
            <Button onClick={() => onAddOpenChange(true)}>Add your first instance</Button>
          </Card>
        ) : (
          <InstanceList
            instances={items}
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
            onView={setViewing}
            onDelete={(instance) => remove.mutate(instance.id)}
          />
        )}
      </section>

      <InstanceFormDialog open={addOpen} onOpenChange={onAddOpenChange} />
      <InstanceDetailsDialog
        instance={viewing}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
      />
    </div>
  );
}
