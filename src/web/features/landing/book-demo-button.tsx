import { CalendarCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/language';
import { heroMessages } from './hero-messages';

/** The hero's 'Umów prezentację': the page's island around it opens the booking dialog. */
export function BookDemoButton({ onClick }: { onClick?: () => void }) {
  const t = useMessages(heroMessages);
  return (
    <Button variant="accent" size="lg" onClick={onClick} className="font-semibold">
      <CalendarCheck aria-hidden="true" />
      {t.bookDemo}
    </Button>
  );
}
