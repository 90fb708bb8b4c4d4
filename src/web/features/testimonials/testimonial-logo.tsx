import { useState } from 'react';
import { Shield } from 'lucide-react';
import { cn } from '@web/lib/cn';

type TestimonialLogoProps = { logoUrl: string | null; className?: string };

/**
 * The club's logo, or a placeholder icon when there is none or the address does not load (a typo, a
 * removed file, an http:// address the CSP refuses). Decorative: the club's name is always next to it.
 */
export function TestimonialLogo({ logoUrl, className }: TestimonialLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const frame = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-white',
    className ?? 'size-14',
  );
  if (!logoUrl || failedUrl === logoUrl) {
    return (
      <span className={cn(frame, 'bg-brand-50 text-brand-700')} data-logo="placeholder">
        <Shield className="size-1/2" aria-hidden="true" />
      </span>
    );
  }
  return (
    <span className={frame}>
      <img
        src={logoUrl}
        alt=""
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className="size-full object-contain p-1"
        data-logo="image"
        onError={() => setFailedUrl(logoUrl)}
      />
    </span>
  );
}
