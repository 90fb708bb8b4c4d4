import { useMessages } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';
import { noticeMessages, PRIVACY_POLICY_SECTION, type NoticeForm } from './messages';

/** The short information notice under a public form (RODO art. 13), in the visitor's language. */
export function PrivacyNotice({ form, className }: { form: NoticeForm; className?: string }) {
  const t = useMessages(noticeMessages);
  const { company, retention } = useSiteConfig();
  return (
    <p data-testid="privacy-notice" className={`text-xs leading-relaxed text-slate-600 ${className ?? ''}`}>
      {t.controller(company.name, company.taxId, company.address)} {t.purpose[form]}{' '}
      {t.retention(form, retention)} {t.rights} {t.more}{' '}
      <a
        href={`/polityka-prywatnosci#${PRIVACY_POLICY_SECTION}`}
        target="_blank"
        rel="noopener"
        className="font-medium text-slate-800 underline underline-offset-2"
      >
        {t.policyLink}
      </a>
      .
    </p>
  );
}
