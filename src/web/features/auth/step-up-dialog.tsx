import { useEffect, useRef, useState } from 'react';
import { SECURITY_API } from '@shared/contracts/mfa';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { setStepUpHandler } from '@web/lib/api';
import { SecondFactorForm } from './two-factor';

/**
 * Step-up in place: a sensitive action refused for want of a recent second factor opens this dialog; once
 * the factor is given the action is sent again and carries on, cancelled it fails as refused.
 */
export function StepUpDialog() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((given: boolean) => void) | null>(null);
  useEffect(() => {
    setStepUpHandler(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setOpen(true);
        }),
    );
    return () => setStepUpHandler(null);
  }, []);
  const close = (given: boolean) => {
    setOpen(false);
    settle.current?.(given);
    settle.current = null;
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close(false)}>
      {open && (
        <DialogContent
          title="Potwierdź swoją tożsamość"
          description="To działanie wymaga drugiego składnika z ostatnich 10 minut."
        >
          <SecondFactorForm
            methods={['passkey', 'totp', 'recovery_code']}
            submitPath={`${SECURITY_API}/step-up`}
            passkeyOptionsPath={`${SECURITY_API}/step-up/passkey-options`}
            submitLabel="Potwierdź"
            onDone={() => close(true)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
