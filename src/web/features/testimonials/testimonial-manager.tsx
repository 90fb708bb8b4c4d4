import { useState } from 'react';
import { MessageSquareQuote } from 'lucide-react';
import type { Testimonial } from '@shared/contracts/testimonials';
import { Button } from '@web/components/ui/button';
import { ListEmpty, ListStates } from '@web/components/ui/list-states';
import { StatTiles } from '@web/components/ui/stat-tiles';
import { useAdminTestimonials, useToggleTestimonial } from './api';
import { DeleteTestimonialDialog } from './delete-testimonial-dialog';
import { TestimonialCard } from './testimonial-card';
import { TestimonialFormDialog } from './testimonial-form-dialog';

type FormState = { open: boolean; testimonial: Testimonial | null };

/** The operator's testimonial manager (product §2): counters, the list, and the add, edit and delete dialogs. */
export function TestimonialManager({
  addOpen,
  onAddOpenChange,
}: {
  /** The page's header holds the "add" button; the dialog lives here. */
  addOpen: boolean;
  onAddOpenChange(open: boolean): void;
}) {
  const list = useAdminTestimonials();
  const toggle = useToggleTestimonial();
  const [edit, setEdit] = useState<FormState>({ open: false, testimonial: null });
  const [deleting, setDeleting] = useState<Testimonial | null>(null);

  const items = list.data?.items ?? [];
  const active = items.filter((item) => item.isActive).length;
  const counters = [
    { label: 'Wszystkie', value: items.length },
    { label: 'Aktywne', value: active },
    { label: 'Nieaktywne', value: items.length - active },
  ];

  return (
    <div className="space-y-6">
      <StatTiles items={counters} pending={list.isPending} className="grid-cols-3" />

      <ListStates
        query={list}
        loadingText="Ładowanie opinii..."
        errorTitle="Nie udało się wczytać opinii"
        empty={
          items.length === 0 && (
            <ListEmpty
              text="Brak opinii do wyświetlenia"
              icon={MessageSquareQuote}
              action={<Button onClick={() => onAddOpenChange(true)}>Dodaj pierwszą opinię</Button>}
            />
          )
        }
      >
        <ul aria-label="Opinie" className="space-y-3">
          {items.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard
                testimonial={testimonial}
                toggling={toggle.isPending && toggle.variables?.id === testimonial.id}
                onToggle={() => toggle.mutate({ id: testimonial.id, isActive: !testimonial.isActive })}
                onEdit={() => setEdit({ open: true, testimonial })}
                onDelete={() => setDeleting(testimonial)}
              />
            </li>
          ))}
        </ul>
      </ListStates>

      <TestimonialFormDialog open={addOpen} onOpenChange={onAddOpenChange} />
      <TestimonialFormDialog
        open={edit.open}
        testimonial={edit.testimonial}
        onOpenChange={(open) => setEdit((state) => ({ ...state, open }))}
      />
      <DeleteTestimonialDialog
        testimonial={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </div>
  );
}
