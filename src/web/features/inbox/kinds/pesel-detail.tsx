import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PRIVACY_API } from '@shared/contracts/privacy';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast-store';
import { apiRequest, serverMessage } from '@web/lib/api';
import { Detail } from './details';

/**
 * The first administrator's PESEL, masked (`440514*****`). 'Pokaż' reveals it on purpose; the server writes
 * who saw which order's PESEL to the data-protection audit log.
 */
export function PeselDetail({ orderId }: { orderId: string }) {
  const path = `${PRIVACY_API}/orders/${orderId}/pesel`;
  const masked = useQuery({
    queryKey: [path],
    queryFn: () => apiRequest<{ masked: string | null }>('GET', path),
  });
  const [revealed, setRevealed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!masked.data?.masked) return null;
  const reveal = async () => {
    setPending(true);
    try {
      setRevealed((await apiRequest<{ pesel: string | null }>('POST', `${path}/reveal`)).pesel);
    } catch (error) {
      // Refused (the second factor not given again, a lost connection): said, never silently nothing.
      toast({
        title: 'Nie udało się pokazać numeru PESEL',
        description: serverMessage(error as Error),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Detail label="PESEL administratora">
      <span className="font-mono tabular-nums" data-testid="order-pesel">
        {revealed ?? masked.data.masked}
      </span>{' '}
      {!revealed && (
        <Button
          variant="outline"
          size="sm"
          onClick={reveal}
          disabled={pending}
          aria-label="Pokaż pełny numer PESEL"
        >
          Pokaż
        </Button>
      )}
    </Detail>
  );
}
