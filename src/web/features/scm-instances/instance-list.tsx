import { Eye, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { ScmInstance } from '@shared/contracts/scm-instances';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { InstanceStatusBadge } from './instance-badges';
import { useInstanceDates } from './instance-dates';

type InstanceListProps = {
  instances: ScmInstance[];
  deletingId: string | null;
  onView(instance: ScmInstance): void;
  /** product §5: deleting an instance asks no confirmation. */
  onDelete(instance: ScmInstance): void;
  /** The orders screen with that order's dialog open (the page knows the path). */
  orderHref(orderId: string): string;
  /** The instance a link pointed at (?instance=<id>): marked in the list. */
  focusedId: string | null;
};

/** 'From order PF/2026/11/0001': the order the instance was created from ('Utwórz klienta'). */
function OrderSource({ instance, orderHref }: { instance: ScmInstance; orderHref(orderId: string): string }) {
  if (!instance.order) return null;
  return (
    <div className="mt-1 text-xs">
      <Link
        href={orderHref(instance.order.id)}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        From order {instance.order.proformaNumber ?? ''}
      </Link>
    </div>
  );
}

const focusClass = (instance: ScmInstance, focusedId: string | null) =>
  cn(instance.id === focusedId && 'bg-brand-50 ring-2 ring-brand-600 ring-inset');

const th = 'px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';

/** Icon buttons in the table; on the cards the words show too, as there is room and no column heading. */
function Actions({
  instance,
  deletingId,
  onView,
  onDelete,
  labelled = false,
}: { instance: ScmInstance; labelled?: boolean } & Omit<InstanceListProps, 'instances'>) {
  const size = labelled ? 'sm' : 'icon';
  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        size={size}
        aria-label={`View details of ${instance.instanceName}`}
        title="View details"
        onClick={() => onView(instance)}
      >
        <Eye aria-hidden="true" />
        {labelled && 'View details'}
      </Button>
      <Button
        variant="ghost"
        size={size}
        className="text-red-700 hover:bg-red-50"
        aria-label={`Delete ${instance.instanceName}`}
        title="Delete"
        disabled={deletingId === instance.id}
        onClick={() => onDelete(instance)}
      >
        <Trash2 aria-hidden="true" />
        {labelled && 'Delete'}
      </Button>
    </div>
  );
}

const Domain = ({ instance }: { instance: ScmInstance }) =>
  instance.domain ? (
    <span className="break-all text-slate-700">{instance.domain}</span>
  ) : (
    <span className="text-slate-600 italic">No domain</span>
  );

/** product §2 table: Instance, Club, Status, License, Last Activity, Actions; cards on small screens. */
export function InstanceList(props: InstanceListProps) {
  const dates = useInstanceDates();
  const { instances, orderHref, focusedId } = props;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {['Instance', 'Club', 'Status', 'License', 'Last Activity'].map((heading) => (
                <th key={heading} scope="col" className={th}>
                  {heading}
                </th>
              ))}
              <th scope="col" className={th}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {instances.map((instance) => (
              <tr
                key={instance.id}
                className={cn('align-top', focusClass(instance, focusedId))}
                data-instance={instance.instanceName}
                data-instance-id={instance.id}
              >
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <div className="font-semibold text-slate-900">{instance.instanceName}</div>
                  <Domain instance={instance} />
                  <OrderSource instance={instance} orderHref={orderHref} />
                </th>
                <td className="px-4 py-3">
                  <div className="text-slate-900">{instance.clubName}</div>
                  <div className="break-all text-slate-700">{instance.contactEmail}</div>
                </td>
                <td className="px-4 py-3">
                  <InstanceStatusBadge status={instance.status} />
                </td>
                <td className="px-4 py-3 text-slate-800 capitalize">{instance.licenseType}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{dates.lastActivity(instance)}</td>
                <td className="px-4 py-2">
                  <Actions instance={instance} {...props} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 lg:hidden" aria-label="SCM instances">
        {instances.map((instance) => (
          <li key={instance.id} data-instance={instance.instanceName} data-instance-id={instance.id}>
            <Card className={cn('space-y-2 p-4', focusClass(instance, focusedId))}>
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-slate-900">{instance.instanceName}</h3>
                  <p className="text-sm">
                    <Domain instance={instance} />
                  </p>
                  <OrderSource instance={instance} orderHref={orderHref} />
                </div>
                <InstanceStatusBadge status={instance.status} />
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">Club</dt>
                <dd className="text-slate-900">{instance.clubName}</dd>
                <dt className="text-slate-600">Contact</dt>
                <dd className="break-all text-slate-900">{instance.contactEmail}</dd>
                <dt className="text-slate-600">License</dt>
                <dd className="text-slate-900 capitalize">{instance.licenseType}</dd>
                <dt className="text-slate-600">Last Activity</dt>
                <dd className="text-slate-900">{dates.lastActivity(instance)}</dd>
              </dl>
              <Actions instance={instance} {...props} labelled />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
