import type { OutboxState } from '@shared/contracts/outbox';
import { Badge } from '@web/components/ui/badge';
import { OUTBOX_STATE_TONES, stateLabel } from './labels';

/** A message's state: W kolejce, Wysłana, Błąd wysyłki. */
export function OutboxStateBadge({ state }: { state: string }) {
  return (
    <Badge tone={OUTBOX_STATE_TONES[state as OutboxState] ?? 'grey'} data-state={state}>
      {stateLabel(state)}
    </Badge>
  );
}
