import { Island } from '@web/app/island';
import { usePageData } from '@web/app/page-data';
import type { PublicPageModule } from '@web/app/public-page';
import type { DemoManagePageData } from '@shared/contracts/demo-manage';
import { DemoManageView } from '@web/features/demo-booking/manage-view';
import { PublicLayout } from '@web/app/public-layout';

export const meta: PublicPageModule['meta'] = {
  pl: {
    title: 'Twoja prezentacja – Strzelnica Cloud',
    description: 'Zmień termin prezentacji albo ją odwołaj.',
  },
  en: {
    title: 'Your presentation – Strzelnica Cloud',
    description: 'Move your presentation to another time or cancel it.',
  },
};

/** /prezentacja/<token>: the visitor's own booking, rendered by the server with the data its token opens. */
export default function DemoManagePage() {
  const data = usePageData<DemoManagePageData>();
  return (
    <PublicLayout>
      <Island name="demo-manage" component={DemoManageView} props={{ data }} />
    </PublicLayout>
  );
}
