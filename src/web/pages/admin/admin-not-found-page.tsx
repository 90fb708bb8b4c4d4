import { Link } from 'wouter';
import { AdminLayout } from '@web/app/admin/admin-layout';
import { ADMIN_HOME_PATH } from '@web/app/admin/admin-paths';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';

/**
 * A mistyped back-office address: the operator stays in the back office (its navigation, its language) with
 * a way back to the dashboard, rather than landing on the public site's 404. The server answers 404 too.
 * (Its file name keeps its chunk apart from the public not-found page's, whose chunk the budgets check.)
 */
export default function AdminNotFoundPage() {
  return (
    <AdminLayout title="Nie znaleziono strony">
      <Card className="mx-auto max-w-xl p-8 text-center">
        <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
          404
        </p>
        <h2 className="mt-4 text-xl font-semibold text-slate-900">Ta strona panelu nie istnieje</h2>
        <p className="mt-2 text-slate-700">
          Adres mógł zostać źle wpisany albo ekran został przeniesiony. Wybierz ekran z menu lub wróć do
          panelu głównego.
        </p>
        <Button asChild className="mt-6">
          <Link href={ADMIN_HOME_PATH}>Wróć do panelu głównego</Link>
        </Button>
      </Card>
    </AdminLayout>
  );
}
