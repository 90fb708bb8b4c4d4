import { Trophy, Users, Wallet, Crosshair } from 'lucide-react';
import { useMessages } from '@web/i18n/language';
import { heroMessages } from './hero-messages';

/**
 * An illustration of the club dashboard drawn with HTML and CSS (no screenshot to download, crisp at any
 * size). It is a picture, so it is one labelled image for screen readers.
 */
export function ProductPreview() {
  const t = useMessages(heroMessages);
  const stats = [
    { icon: Users, label: t.previewMembers, value: '248' },
    { icon: Crosshair, label: t.previewVisits, value: '37' },
    { icon: Wallet, label: t.previewFees, value: '92%' },
  ];
  const activity = [t.previewActivity1, t.previewActivity2, t.previewActivity3];
  return (
    <div role="img" aria-label={t.previewLabel} className="hidden lg:block">
      <div className="rounded-2xl border border-white/15 bg-white/5 p-3 shadow-2xl shadow-black/30">
        <div className="rounded-xl bg-white p-5 text-slate-900">
          <div className="flex items-center justify-between border-b border-slate-200 pb-3">
            <span className="font-semibold">{t.previewTitle}</span>
            <span className="flex gap-1.5" aria-hidden="true">
              <span className="size-2.5 rounded-full bg-slate-200" />
              <span className="size-2.5 rounded-full bg-slate-200" />
              <span className="size-2.5 rounded-full bg-brass-400" />
            </span>
          </div>
          <div className="mt-4 grid grid-cols-3 gap-3">
            {stats.map(({ icon: Icon, label, value }) => (
              <div key={label} className="rounded-lg border border-slate-200 p-3">
                <Icon className="size-4 text-brand-700" aria-hidden="true" />
                <div className="mt-2 text-2xl font-bold">{value}</div>
                <div className="text-xs leading-4 text-slate-600">{label}</div>
              </div>
            ))}
          </div>
          <div className="mt-4 flex items-center gap-3 rounded-lg bg-brand-50 p-3">
            <Trophy className="size-5 text-brand-700" aria-hidden="true" />
            <div>
              <div className="text-xs text-slate-600">{t.previewNext}</div>
              <div className="text-sm font-semibold">{t.previewNextValue}</div>
            </div>
          </div>
          <div className="mt-4">
            <div className="text-xs font-semibold text-slate-600 uppercase">{t.previewActivity}</div>
            <ul className="mt-2 space-y-2">
              {activity.map((item) => (
                <li key={item} className="flex items-center gap-2 text-sm text-slate-700">
                  <span className="size-1.5 rounded-full bg-green-600" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
