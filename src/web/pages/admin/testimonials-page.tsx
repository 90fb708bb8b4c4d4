import { useState } from 'react';
import { Plus } from 'lucide-react';
import { AdminLayout } from '@web/app/admin/admin-layout';
import { Button } from '@web/components/ui/button';
import { TestimonialManager } from '@web/features/testimonials/testimonial-manager';

export default function TestimonialsPage() {
  const [addOpen, setAddOpen] = useState(false);
  return (
    <AdminLayout
      title="Opinie klientów"
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
