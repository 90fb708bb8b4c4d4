import { AdminLayout } from '@web/app/admin/admin-layout';
import { ListError, ListLoading } from '@web/components/ui/list-states';
import { useSiteContentForEditing } from '@web/features/site-content/api';
import { ReplyTemplatesEditor } from '@web/features/site-content/reply-templates-editor';
import { SiteContentEditor } from '@web/features/site-content/site-content-editor';

/**
 * Treści strony: the texts of the public roadmap and beta offer, both languages, without a rebuild; then the
 * operator's reply templates (back office only, saved on their own).
 */
export default function SiteContentPage() {
  const content = useSiteContentForEditing();
  return (
    <AdminLayout title="Treści strony">
      {content.isPending ? (
        <ListLoading text="Ładowanie treści..." />
      ) : content.isError ? (
        <ListError
          title="Nie udało się wczytać treści strony"
          error={content.error}
          onRetry={() => void content.refetch()}
        />
      ) : (
        <SiteContentEditor initial={content.data} />
      )}
      <div className="mt-8">
        <ReplyTemplatesEditor />
      </div>
    </AdminLayout>
  );
}
