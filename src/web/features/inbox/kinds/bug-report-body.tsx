import { Bug, CircleHelp, Lightbulb, TrendingUp } from 'lucide-react';
import type { BugReportItem } from '@shared/contracts/inbox';
import {
  BUG_REPORT_PRIORITY_OPTIONS,
  BUG_REPORT_TYPE_OPTIONS,
  optionLabel,
  priorityTone,
} from '@shared/inbox';
import { Badge } from '@web/components/ui/badge';
import { Detail, Details } from './details';

const TYPE_ICONS = { bug: Bug, feature: Lightbulb, improvement: TrendingUp, other: CircleHelp } as const;

export function BugTypeIcon({ type }: { type: string }) {
  const Icon = TYPE_ICONS[type as keyof typeof TYPE_ICONS] ?? CircleHelp;
  return (
    // The type badge says it in words; the icon is for the eye.
    <Icon className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
  );
}

export function BugBadges({ item }: { item: BugReportItem }) {
  return (
    <>
      <Badge tone={priorityTone(item.priority)}>
        Priorytet: {optionLabel(BUG_REPORT_PRIORITY_OPTIONS, item.priority)}
      </Badge>
      <Badge tone="purple">{optionLabel(BUG_REPORT_TYPE_OPTIONS, item.type)}</Badge>
    </>
  );
}

/** product §2 bug-report card; expected and actual behaviour are hidden on small screens. */
export function BugReportBody({ item }: { item: BugReportItem }) {
  return (
    <>
      <p className="whitespace-pre-line">{item.description}</p>
      {item.reproductionSteps && (
        <Details className="sm:grid-cols-1 xl:grid-cols-1">
          <Detail label="Kroki do odtworzenia">
            <span className="whitespace-pre-line">{item.reproductionSteps}</span>
          </Detail>
        </Details>
      )}
      {(item.expectedBehavior || item.actualBehavior) && (
        <dl className="hidden gap-x-6 gap-y-2 md:grid md:grid-cols-2">
          {item.expectedBehavior && <Detail label="Oczekiwane zachowanie">{item.expectedBehavior}</Detail>}
          {item.actualBehavior && <Detail label="Rzeczywiste zachowanie">{item.actualBehavior}</Detail>}
        </dl>
      )}
    </>
  );
}
