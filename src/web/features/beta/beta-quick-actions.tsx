import { ExternalLink, FlaskConical, RotateCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useClearPopupShown, useRefreshBeta } from './admin-api';

/**
 * product §2, §4 quick actions; 'test' clears today's "already shown" marker of the operator's own browser
 * (kept on the server against the day's visitor id: this address and browser).
 */
export function BetaQuickActions() {
  const refresh = useRefreshBeta();
  const clearPopupShown = useClearPopupShown();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Szybkie akcje</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="outline"
          disabled={clearPopupShown.isPending}
          onClick={() => clearPopupShown.mutate()}
        >
          <FlaskConical aria-hidden="true" /> Testuj popup
        </Button>
        <Button asChild variant="outline">
          <a href="/" target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" /> Otwórz stronę główną
            <span className="sr-only"> (w nowej karcie)</span>
          </a>
        </Button>
        <Button variant="outline" onClick={() => void refresh()}>
          <RotateCw aria-hidden="true" /> Odśwież dane
        </Button>
      </CardContent>
    </Card>
  );
}
