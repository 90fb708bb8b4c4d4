import { useEffect, useState } from 'react';
import { Server } from 'lucide-react';
import type { ScmInstance } from '@shared/contracts/scm-instances';
import { Button } from '@web/components/ui/button';
import { ListEmpty, ListStates } from '@web/components/ui/list-states';
import { StatTiles } from '@web/components/ui/stat-tiles';
import { useDeleteScmInstance, useScmInstances } from './api';
import { InstanceDetailsDialog } from './instance-details-dialog';
import { InstanceFormDialog } from './instance-form-dialog';
import { InstanceList } from './instance-list';

type InstanceManagerProps = {
  /** The page's header holds the "Add Instance" button; the dialog lives here. */
  addOpen: boolean;
  onAddOpenChange(open: boolean): void;
  /** The orders screen with that order's dialog open. */
  orderHref(orderId: string): string;
  /** The instance a link pointed at (?instance=<id>): marked and scrolled to. */
  focusedId: string | null;
};

/** product §2 /security/admin/systems (English): counters, the instance table, add and details dialogs. */
export function InstanceManager({ addOpen, onAddOpenChange, orderHref, focusedId }: InstanceManagerProps) {
  const list = useScmInstances();
  const remove = useDeleteScmInstance();
  const [viewing, setViewing] = useState<ScmInstance | null>(null);

  const items = list.data?.items ?? [];
  const focusedLoaded = focusedId !== null && items.some((item) => item.id === focusedId);

  // The table or the cards, whichever this screen width shows.
  useEffect(() => {
    if (!focusedLoaded) return;
    const shown = [...document.querySelectorAll<HTMLElement>(`[data-instance-id="${focusedId}"]`)].find(
      (element) => element.offsetParent !== null,
    );
    shown?.scrollIntoView({ block: 'center' });
  }, [focusedId, focusedLoaded]);
  const counters = [
    { label: 'Total Instances', value: list.data?.total ?? 0 },
    { label: 'Active', value: items.filter((item) => item.status === 'active').length },
    // product §2: fixed at 0 until the club systems report usage.
    { label: 'API Calls Today', value: 0 },
    { label: 'Support Tickets', value: 0 },
  ];

  return (
    <div className="space-y-6">
      <StatTiles items={counters} pending={list.isPending} className="grid-cols-2 lg:grid-cols-4" />

      <section aria-labelledby="instances-heading" className="space-y-3">
        <h2 id="instances-heading" className="text-xl font-semibold text-slate-900">
          SCM Instances
        </h2>
        <ListStates
          query={list}
          loadingText="Loading instances..."
          errorTitle="Could not load the SCM instances"
          retryLabel="Try again"
          empty={
            items.length === 0 && (
              <ListEmpty
                text="No SCM instances registered yet"
                icon={Server}
                action={<Button onClick={() => onAddOpenChange(true)}>Add your first instance</Button>}
              />
            )
          }
        >
          <InstanceList
            instances={items}
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
            onView={setViewing}
            onDelete={(instance) => remove.mutate(instance.id)}
            orderHref={orderHref}
            focusedId={focusedId}
          />
        </ListStates>
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
