import { useId, useState } from 'react';
import type { ManagedDemo } from '@shared/contracts/demo-manage';
import { DEMO_CANCEL_REASON_MAX } from '@shared/demo-manage';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/toast-store';
import { useLanguage } from '@web/i18n/language';
import { useCloseOnBack } from '@web/lib/use-close-on-back';
import { failureText, useCancelDemo } from './manage-api';
import { demoManageMessages } from './manage-messages';
import { inPublicQueryScope } from '@web/components/public-query-scope';

type CancelDialogProps = {
  token: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onChanged(demo: ManagedDemo): void;
};

export default inPublicQueryScope(CancelDialogContent);

/** Asks before cancelling, with an optional reason the operator reads in the booking's history. */
function CancelDialogContent({ token, open, onOpenChange, onChanged }: CancelDialogProps) {
  const { language } = useLanguage();
  const t = demoManageMessages[language];
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const cancel = useCancelDemo(token);

  // Back closes the dialog instead of leaving the page.
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t.cancelTitle} description={t.cancelDescription} closeLabel={t.close}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (cancel.isPending) return;
            cancel.mutate(reason.trim(), {
              onSuccess: (demo) => {
                onChanged(demo);
                onOpenChange(false);
                toast({ title: t.cancelledTitle, description: t.cancelledDescription, duration: 6000 });
              },
              onError: (error) =>
                toast({
                  title: t.errorTitle,
                  description: failureText(error, language),
                  variant: 'destructive',
                }),
            });
          }}
        >
          <Label htmlFor={reasonId}>{t.reason}</Label>
          <Textarea
            id={reasonId}
            className="mt-1.5"
            rows={3}
            maxLength={DEMO_CANCEL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <DialogFooter className="mt-5">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t.keep}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? t.cancelling : t.confirmCancel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
