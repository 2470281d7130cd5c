import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Tag } from '@shared/tags/schema';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/staff/components/data-table';
import { SectionHeader } from '@/staff/components/section-header';
import { TagBadge } from '@/staff/components/tag-badge';
import { useTags } from '@/staff/lib/get-tags';
import { returnFocus } from '@/staff/lib/return-focus';
import { useStaffSession } from '@/staff/lib/staff-session';
import { DeleteTagDialog } from '../components/delete-tag-dialog';
import { TagDialog, type TagDraft } from '../components/tag-dialog';
import { colourNames } from '../lib/colour-names';

/**
 * /admin/tags: the labels staff put on cases (issue 26). Admins keep the list; a case worker who
 * opens the address reads it, and tags cases from the case page.
 */
export default function TagsPage() {
  const { t, i18n } = useLingui();
  const session = useStaffSession();
  const isAdmin = session.data?.role === 'admin';
  const tags = useTags();
  const [draft, setDraft] = useState<TagDraft | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const columns: Column<Tag>[] = [
    { key: 'tag', header: t`Tag`, cell: (tag) => <TagBadge tag={tag} /> },
    { key: 'colour', header: t`Colour`, cell: (tag) => i18n._(colourNames[tag.colour]) },
  ];
  if (isAdmin) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (tag) => {
        const name = tag.name;
        return (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" data-tag={tag.id} aria-label={t`Edit ${name}`} onClick={() => setDraft({ tag })}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="sm" variant="ghost" aria-label={t`Delete ${name}`} onClick={() => setDeleting(tag)}>
            <Trans>Delete</Trans>
          </Button>
        </div>
        );
      },
    });
  }
  return (
    <section className="flex flex-col gap-4">
      <SectionHeader
        title={t`Tags`}
        description={t`Short labels the case team puts on cases, to find and sort them in the incidents list. Only staff see them, never the victim.`}
        actions={
          isAdmin ? (
            <Button onClick={() => setDraft({})}>
              <Plus aria-hidden="true" /> <Trans>New tag</Trans>
            </Button>
          ) : null
        }
      />
      {session.data && !isAdmin ? (
        <Alert variant="info">
          <AlertDescription>
            <Trans>Only an admin can change the tags. Put them on a case with Edit tags on the case page.</Trans>
          </AlertDescription>
        </Alert>
      ) : null}
      <DataTable
        caption={t`Tags`}
        columns={columns}
        rows={tags.data?.items}
        rowKey={(tag) => tag.id}
        isLoading={tags.isFetching}
        error={tags.isError ? t`The tags could not be loaded. Try Refresh All.` : undefined}
        empty={isAdmin ? t`No tags yet. Add one with New tag.` : t`No tags yet.`}
      />
      <TagDialog
        draft={draft}
        onClose={() => {
          returnFocus(draft?.tag ? `[data-tag="${draft.tag.id}"]` : 'main h1');
          setDraft(null);
        }}
      />
      <DeleteTagDialog
        tag={deleting}
        onClose={() => {
          returnFocus('main h1');
          setDeleting(null);
        }}
      />
    </section>
  );
}
