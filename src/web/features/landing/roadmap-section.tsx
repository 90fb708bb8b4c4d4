import { Lightbulb } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/language';
import { cn } from '@web/lib/cn';
import { useLanguage } from '@web/i18n/language';
import { useSiteContent } from '@web/lib/site-content';
import { ROADMAP_STATUSES, STATUS_STYLES, type RoadmapStatus } from './roadmap-data';
import { roadmapMessages } from './roadmap-messages';
import { SectionHeading } from '@web/components/ui/section-heading';

function StatusBadge({ status }: { status: RoadmapStatus }) {
  const t = useMessages(roadmapMessages);
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_STYLES[status].badge,
      )}
    >
      <span className={cn('size-2 rounded-full', STATUS_STYLES[status].dot)} aria-hidden="true" />
      {t.status[status]}
    </span>
  );
}

/**
 * product §1 roadmap: launch timeline, feature roadmap (both the operator's, site content), the colour
 * legend, and a way to suggest a feature.
 */
export function RoadmapSection() {
  const t = useMessages(roadmapMessages);
  const { language } = useLanguage();
  const { launchTimeline, featureRoadmap } = useSiteContent();
  return (
    <section id="roadmap" aria-labelledby="roadmap-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="roadmap-title" eyebrow={t.eyebrow} title={t.title} description={t.description} />
        <div className="mt-8 flex justify-center">
          <ul aria-label={t.legend} className="flex flex-wrap justify-center gap-2">
            {ROADMAP_STATUSES.map((status) => (
              <li key={status}>
                <StatusBadge status={status} />
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 p-6 sm:p-8">
            <h3 className="text-lg font-semibold text-slate-900">{t.launchTitle}</h3>
            <ol className="mt-6 space-y-6 border-l-2 border-slate-200 pl-6">
              {launchTimeline.map(({ when, status, title, description }, index) => (
                <li key={index} className="relative">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute top-1 -left-[2.06rem] size-4 rounded-full ring-4 ring-white',
                      STATUS_STYLES[status].dot,
                    )}
                  />
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="text-sm font-semibold text-brand-700">{when}</span>
                    <StatusBadge status={status} />
                  </div>
                  <p className="mt-1 font-semibold text-slate-900">{title[language]}</p>
                  <p className="text-sm leading-6 text-slate-600">{description[language]}</p>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6 sm:p-8">
            <h3 className="text-lg font-semibold text-slate-900">{t.featuresTitle}</h3>
            <ul className="mt-6 divide-y divide-slate-200">
              {featureRoadmap.map(({ when, status, title, description }, index) => (
                <li
                  key={index}
                  className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start"
                >
                  <div className="flex-1">
                    <p className="font-semibold text-slate-900">{title[language]}</p>
                    <p className="text-sm leading-6 text-slate-600">{description[language]}</p>
                  </div>
                  <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
                    <span className="text-sm font-semibold text-brand-700">{when}</span>
                    <StatusBadge status={status} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white text-brand-700">
            <Lightbulb className="size-6" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <p className="font-semibold text-slate-900">{t.suggestTitle}</p>
            <p className="text-sm leading-6 text-slate-700">{t.suggestText}</p>
          </div>
          <Button asChild>
            <a href="/#contact">{t.suggestButton}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
