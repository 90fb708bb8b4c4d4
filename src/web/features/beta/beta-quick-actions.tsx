import { ExternalLink, FlaskConical, RotateCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/toast-store';
import { useRefreshBeta } from './admin-api';
import { clearPopupShown } from './popup-storage';

/** product §2, §4 quick actions; 'test' clears this browser's "already shown" marker. */
export function BetaQuickActions() {
  const refresh = useRefreshBeta();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Szybkie akcje</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="outline"
          onClick={() => {
            clearPopupShown();
            toast({
              title: 'Popup zresetowany',
              description: 'Otwórz stronę główną: popup pojawi się po 3 sekundach, jeśli jest włączony.',
            });
          }}
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
