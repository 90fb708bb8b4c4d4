import { useId } from 'react';
import { NO_SHOW_LABEL } from '@shared/contracts/demo-manage';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';

type NoShowFieldProps = {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** The demo has begun (by this browser's clock; the server holds the rule by its own). */
  started: boolean;
  error?: string | undefined;
};

/**
 * 'Nie pojawił się': a flag beside the status, for a demo that has begun. Before that it stays unticked and
 * says when it can be set (the server refuses it too); once set it can always be taken back.
 */
export function NoShowField({ checked, onCheckedChange, started, error }: NoShowFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="mt-4 flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        disabled={!started && !checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        className="mt-0.5"
      />
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id}>{NO_SHOW_LABEL}</Label>
        <p id={hintId} className="text-xs text-slate-600">
          {started
            ? 'Odwiedzający nie przyszedł na prezentację: liczy się do frekwencji na pulpicie i nie blokuje mu nowej rezerwacji.'
            : 'Można zaznaczyć od początku prezentacji.'}
        </p>
        {error && (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
