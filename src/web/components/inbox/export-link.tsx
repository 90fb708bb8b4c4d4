import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** The filtered list as CSV: a plain link, so the browser downloads it with the session cookie. */
export function ExportLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download>
        <Download aria-hidden="true" /> Eksportuj CSV
      </a>
    </Button>
  );
}
