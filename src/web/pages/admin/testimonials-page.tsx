import { useState } from 'react';
import { Plus } from 'lucide-react';
import { AdminLayout, type AdminNavLink } from '@web/app/admin/admin-layout';
import { ADMIN_HOME_PATH, adminPath } from '@web/app/admin/admin-paths';
import { Button } from '@web/components/ui/button';
import { TestimonialManager } from '@web/features/testimonials/testimonial-manager';

/** product §2: this screen's header links to the main panel, slots, beta tests, lifecycle and tenants. */
const TESTIMONIALS_NAV: AdminNavLink[] = [
  { href: ADMIN_HOME_PATH, label: 'Panel główny' },
  { href: adminPath('slots'), label: 'Sloty' },
  { href: adminPath('beta-tests'), label: 'Testy Beta' },
  { href: adminPath('lifecycle'), label: 'Zamówienia & Demo & Bugi' },
  { href: adminPath('tenants'), label: 'Tenanci' },
];

export default function TestimonialsPage() {
  const [addOpen, setAddOpen] = useState(false);
  return (
    <AdminLayout
      title="Opinie klientów"
      nav={TESTIMONIALS_NAV}
      actions={
        <Button onClick={() => setAddOpen(true)}>
          <Plus aria-hidden="true" /> Dodaj opinię
        </Button>
      }
    >
      <TestimonialManager addOpen={addOpen} onAddOpenChange={setAddOpen} />
    </AdminLayout>
  );
}
