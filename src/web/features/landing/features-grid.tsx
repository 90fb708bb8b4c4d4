import {
  Award,
  BookOpenCheck,
  CalendarCheck,
  CalendarDays,
  ClipboardList,
  CreditCard,
  Globe,
  Landmark,
  LineChart,
  MessageSquare,
  Package,
  PartyPopper,
  Receipt,
  ShoppingCart,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { useMessages } from '@web/i18n/language';
import { featuresMessages, type ModuleId } from './features-messages';
import { SectionHeading } from '@web/components/ui/section-heading';

type Availability = 'available' | 'customOrder' | 'comingSoon';

/**
 * The module cards. 'comingSoon' marks the modules still on the feature roadmap (roadmap-data.ts);
 * the club website is built per club, so it is a custom order (product §2).
 */
export const MODULES: { id: ModuleId; icon: LucideIcon; availability: Availability }[] = [
  { id: 'members', icon: Users, availability: 'available' },
  { id: 'training', icon: CalendarDays, availability: 'available' },
  { id: 'fees', icon: CreditCard, availability: 'available' },
  { id: 'certificates', icon: Award, availability: 'available' },
  { id: 'registry', icon: ClipboardList, availability: 'available' },
  { id: 'arsenal', icon: Package, availability: 'available' },
  { id: 'communication', icon: MessageSquare, availability: 'available' },
  { id: 'competitions', icon: Trophy, availability: 'available' },
  { id: 'shop', icon: ShoppingCart, availability: 'available' },
  { id: 'advancedTraining', icon: LineChart, availability: 'comingSoon' },
  { id: 'elearning', icon: BookOpenCheck, availability: 'comingSoon' },
  { id: 'board', icon: Landmark, availability: 'comingSoon' },
  { id: 'finances', icon: Receipt, availability: 'comingSoon' },
  { id: 'rangeBooking', icon: CalendarCheck, availability: 'comingSoon' },
  { id: 'events', icon: PartyPopper, availability: 'comingSoon' },
  { id: 'website', icon: Globe, availability: 'customOrder' },
];

export function FeaturesGrid() {
  const t = useMessages(featuresMessages);
  return (
    <section id="features" aria-labelledby="features-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" eyebrow={t.eyebrow} title={t.title} description={t.description} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {MODULES.map(({ id, icon: Icon, availability }) => (
            <li
              key={id}
              data-module={id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <div className="flex items-start justify-between gap-3">
                <span className="grid size-11 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {availability === 'customOrder' && <Badge tone="brass">{t.customOrder}</Badge>}
                {availability === 'comingSoon' && <Badge tone="purple">{t.comingSoon}</Badge>}
              </div>
              <h3 className="mt-4 text-base font-semibold text-slate-900">{t.modules[id].title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{t.modules[id].description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
