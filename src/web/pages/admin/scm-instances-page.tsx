import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { MessageSquareQuote, Plus } from 'lucide-react';
import { AdminLayout } from '@web/app/admin/admin-layout';
import { adminPath, INSTANCE_PARAM, inboxRecordPath } from '@web/app/admin/admin-paths';
import { Button } from '@web/components/ui/button';
import { InstanceManager } from '@web/features/scm-instances/instance-manager';

/** product §1, §2: the club-system ('systems') screen is in English, and links to the testimonials. */
const orderHref = (orderId: string) => inboxRecordPath('orders', orderId);

export default function ScmInstancesPage() {
  const [addOpen, setAddOpen] = useState(false);
  const [search] = useSearchParams();
  return (
    <AdminLayout
      title="SCM Systems"
      language="en"
      actions={
        <div className="flex flex-wrap justify-end gap-2">
          <Button asChild variant="outline">
            <Link href={adminPath('testimonials')}>
              <MessageSquareQuote aria-hidden="true" /> Testimonials
            </Link>
          </Button>
          <Button onClick={() => setAddOpen(true)}>
            <Plus aria-hidden="true" /> Add Instance
          </Button>
        </div>
      }
    >
      <InstanceManager
        addOpen={addOpen}
        onAddOpenChange={setAddOpen}
        orderHref={orderHref}
        focusedId={search.get(INSTANCE_PARAM)}
      />
    </AdminLayout>
  );
}
