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
  const session = useStaffSession();
  const isAdmin = session.data?.role === 'admin';
  const tags = useTags();
  const [draft, setDraft] = useState<TagDraft | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const columns: Column<Tag>[] = [
    { key: 'tag', header: 'Tag', cell: (t) => <TagBadge tag={t} /> },
    { key: 'colour', header: 'Colour', cell: (t) => colourNames[t.colour] },
  ];
  if (isAdmin) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      cell: (t) => (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" data-tag={t.id} aria-label={`Edit ${t.name}`} onClick={() => setDraft({ tag: t })}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t)}>
            Delete
          </Button>
        </div>
      ),
    });
  }
  return (
    <section className="flex flex-col gap-4">
      <SectionHeader
        title="Tags"
        description="Short labels the case team puts on cases, to find and sort them in the incidents list. Only staff see them, never the victim."
        actions={
          isAdmin ? (
            <Button onClick={() => setDraft({})}>
              <Plus aria-hidden="true" /> New tag
            </Button>
          ) : null
        }
      />
      {session.data && !isAdmin ? (
        <Alert variant="info">
          <AlertDescription>Only an admin can change the tags. Put them on a case with Edit tags on the case page.</AlertDescription>
        </Alert>
      ) : null}
      <DataTable
        caption="Tags"
        columns={columns}
        rows={tags.data?.items}
        rowKey={(t) => t.id}
        isLoading={tags.isFetching}
        error={tags.isError ? 'The tags could not be loaded. Try Refresh All.' : undefined}
        empty={isAdmin ? 'No tags yet. Add one with New tag.' : 'No tags yet.'}
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
