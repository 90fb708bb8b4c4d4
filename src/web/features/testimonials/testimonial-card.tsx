import { useId } from 'react';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { Testimonial } from '@shared/contracts/testimonials';
import { Badge } from '@web/components/ui/badge';
import { TESTIMONIAL_LANGUAGE_BADGES } from './messages';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatDateTime } from '@web/i18n/format';
import { useSiteConfig } from '@web/lib/site-config';
import { TestimonialLogo } from './testimonial-logo';

type TestimonialCardProps = {
  testimonial: Testimonial;
  toggling: boolean;
  onToggle(): void;
  onEdit(): void;
  onDelete(): void;
};

/** One testimonial in the manager (product §2): who said it, what, when, and its three actions. */
export function TestimonialCard({ testimonial, toggling, onToggle, onEdit, onDelete }: TestimonialCardProps) {
  const { businessTimeZone } = useSiteConfig();
  const titleId = useId();
  const club = <span className="sr-only"> opinię klubu {testimonial.clubName}</span>;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={titleId} className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 gap-4">
          <TestimonialLogo logoUrl={testimonial.logoUrl} className="size-12 sm:size-14" />
          <div className="min-w-0 flex-1 space-y-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={titleId} className="text-base font-semibold break-words text-slate-900">
                {testimonial.clubName}
              </h2>
              <Badge tone={testimonial.isActive ? 'green' : 'grey'}>
                {testimonial.isActive ? 'Aktywna' : 'Nieaktywna'}
              </Badge>
              <Badge tone="grey" data-testimonial-language={testimonial.language}>
                {TESTIMONIAL_LANGUAGE_BADGES[testimonial.language]}
              </Badge>
            </div>
            <p className="text-sm break-words text-slate-700">
              <span className="font-medium text-slate-900">{testimonial.authorName}</span>
              {' · '}
              {testimonial.authorPosition}
            </p>
            <p className="line-clamp-3 text-sm break-words text-slate-700">{testimonial.shortTestimonial}</p>
            <p className="text-xs text-slate-600">
              Dodano{' '}
              <time dateTime={testimonial.createdAt}>
                {formatDateTime(testimonial.createdAt, businessTimeZone)}
              </time>
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap md:flex-col md:items-stretch">
          <Button variant="outline" size="sm" onClick={onToggle} disabled={toggling} className="col-span-2">
            {testimonial.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {testimonial.isActive ? 'Dezaktywuj' : 'Aktywuj'}
            {club}
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edytuj
            {club}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden="true" />
            Usuń
            {club}
          </Button>
        </div>
      </article>
    </Card>
  );
}
