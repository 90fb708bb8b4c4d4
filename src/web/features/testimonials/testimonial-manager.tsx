import { useState } from 'react';
import { MessageSquareQuote, RotateCw } from 'lucide-react';
import type { Testimonial } from '@shared/contracts/testimonials';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useAdminTestimonials, useToggleTestimonial } from './api';
import { DeleteTestimonialDialog } from './delete-testimonial-dialog';
import { TestimonialCard } from './testimonial-card';
import { TestimonialFormDialog } from './testimonial-form-dialog';

type FormState = { open: boolean; testimonial: Testimonial | null };

/** The operator's testimonial manager (SPEC §2): counters, the list, and the add, edit and delete dialogs. */
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
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {counters.map((counter) => (
          <Card key={counter.label} className="p-3 sm:p-5">
            <dt className="text-xs font-medium text-slate-600 sm:text-sm">{counter.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">
              {list.isPending ? '–' : counter.value}
            </dd>
          </Card>
        ))}
      </dl>

      {list.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
          <span
            aria-hidden="true"
            className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
          />
          Ładowanie opinii...
        </div>
      ) : list.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="font-semibold text-slate-900">Nie udało się wczytać opinii</p>
          <p className="text-sm text-slate-700">{list.error.message}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            <RotateCw aria-hidden="true" /> Spróbuj ponownie
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <MessageSquareQuote className="size-10 text-slate-400" aria-hidden="true" />
          <p className="text-slate-700">Brak opinii do wyświetlenia</p>
          <Button onClick={() => onAddOpenChange(true)}>Dodaj pierwszą opinię</Button>
        </Card>
      ) : (
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
      )}

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
