import { Copy } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast-store';

type CopyButtonProps = {
  value: string;
  /** Names the value in the button's accessible name and in the confirmation. */
  label: string;
  /** The confirmation's title, e.g. "{label} skopiowano do schowka" (product §2). */
  copiedMessage?: (label: string) => string;
  failedMessage?: string;
  copyLabel?: (label: string) => string;
};

/** Copies one value to the clipboard and confirms it with a toast. */
export function CopyButton({
  value,
  label,
  copiedMessage = (name) => `${name} skopiowano do schowka`,
  failedMessage = 'Nie udało się skopiować do schowka',
  copyLabel = (name) => `Kopiuj: ${name}`,
}: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: copiedMessage(label) });
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); the value stays visible to copy by hand.
      toast({ title: failedMessage, variant: 'destructive' });
    }
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 shrink-0"
      aria-label={copyLabel(label)}
      title={copyLabel(label)}
      onClick={() => void copy()}
    >
      <Copy aria-hidden="true" />
    </Button>
  );
}
