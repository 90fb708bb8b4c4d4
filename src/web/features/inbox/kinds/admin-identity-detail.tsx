import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_IDENTITY_LABELS,
  PRIVACY_API,
  type MaskedAdminIdentity,
  type RevealedAdminIdentity,
} from '@shared/contracts/privacy';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast-store';
import { apiRequest, serverMessage } from '@web/lib/api';
import { Detail } from './details';

const NOUN = { pesel: 'numer PESEL', 'identity-document': 'numer dokumentu tożsamości' } as const;

/**
 * The first administrator's identity, masked: a PESEL (`440514*****`, a club in Poland) or a passport or ID
 * card number (`AB*******`, a club abroad). 'Pokaż' reveals it on purpose; the server writes who saw which
 * order's number to the data-protection audit log.
 */
export function AdminIdentityDetail({ orderId }: { orderId: string }) {
  const path = `${PRIVACY_API}/orders/${orderId}/admin-identity`;
  const masked = useQuery({
    queryKey: [path],
    queryFn: () => apiRequest<MaskedAdminIdentity>('GET', path),
  });
  const [revealed, setRevealed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const kind = masked.data?.kind;
  if (!kind || !masked.data?.masked) return null;
  const reveal = async () => {
    setPending(true);
    try {
      setRevealed((await apiRequest<RevealedAdminIdentity>('POST', `${path}/reveal`)).value);
    } catch (error) {
      // Refused (the second factor not given again, a lost connection): said, never silently nothing.
      toast({
        title: `Nie udało się pokazać: ${NOUN[kind]}`,
        description: serverMessage(error as Error),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Detail label={ADMIN_IDENTITY_LABELS[kind]}>
      <span className="font-mono tabular-nums" data-testid="order-admin-identity">
        {revealed ?? masked.data.masked}
      </span>{' '}
      {!revealed && (
        <Button
          variant="outline"
          size="sm"
          onClick={reveal}
          disabled={pending}
          aria-label={`Pokaż pełny ${NOUN[kind]}`}
        >
          Pokaż
        </Button>
      )}
    </Detail>
  );
}
