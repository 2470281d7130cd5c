import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ViewList } from '@shared/views/schema';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { failureToast } from '@/staff/lib/failure-toast';
import { useDeleteView, useSaveView, useSavedViews, viewFiltersOf } from '@/staff/lib/saved-views';
import { useStaffSession } from '@/staff/lib/staff-session';
import { useRefusal } from '@/staff/lib/use-refusal';

/**
 * A list's saved views (issue 26): open one, save the filters on screen under a name (an admin
 * may share it with everyone), or delete the one open. A view is the list's address without the
 * page, so opening one is the same as following a link to it.
 */
export function SavedViewsControl({ list }: { list: ViewList }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useStaffSession();
  const isAdmin = session.data?.role === 'admin';
  const views = useSavedViews(list);
  const save = useSaveView();
  const remove = useDeleteView();
  const refusal = useRefusal();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [nameMissing, setNameMissing] = useState(false);

  const current = viewFiltersOf(search);
  const items = views.data?.items ?? [];
  const open = items.find((view) => view.filters === current);
  const mine = items.filter((view) => view.mine);
  const others = items.filter((view) => !view.mine);
  const deletable = open && (open.mine || isAdmin);
  const openName = open?.name ?? '';

  const submit = () => {
    if (name.trim() === '') {
      setNameMissing(true);
      return;
    }
    refusal.clear();
    save.mutate(
      { list, name, filters: current, shared },
      {
        onSuccess: (view) => {
          const viewName = view.name;
          toast({ title: t`View saved`, description: view.shared ? t`${viewName}, shared with everyone.` : `${viewName}.` });
          setNaming(false);
        },
        onError: (error) => refusal.show(error, t`The view could not be saved`),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm font-medium">
        <Trans>View</Trans>
        <NativeSelect
          className="w-56"
          value={open ? String(open.id) : ''}
          onChange={(event) => {
            const chosen = items.find((view) => String(view.id) === event.target.value);
            navigate({ pathname, search: chosen ? `?${chosen.filters}` : '' });
          }}
        >
          <option value="">{open ? t`All, no filters` : current ? t`These filters (not saved)` : t`All, no filters`}</option>
          {mine.length > 0 && (
            <optgroup label={t`Yours`}>
              {mine.map((view) => (
                <option key={view.id} value={view.id}>
                  {view.name}
                  {view.shared ? ` ${t`(shared)`}` : ''}
                </option>
              ))}
            </optgroup>
          )}
          {others.length > 0 && (
            <optgroup label={t`Shared by an admin`}>
              {others.map((view) => (
                <option key={view.id} value={view.id}>
                  {view.name}
                </option>
              ))}
            </optgroup>
          )}
        </NativeSelect>
      </label>
      {!open && current !== '' ? (
        <Button
          variant="outline"
          onClick={() => {
            setName('');
            setShared(false);
            setNameMissing(false);
            refusal.clear();
            setNaming(true);
          }}
        >
          <Trans>Save view</Trans>
        </Button>
      ) : null}
      {deletable ? (
        <Button
          variant="ghost"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(open.id, {
              onSuccess: () => toast({ title: t`View deleted`, description: t`${openName}. The list keeps its filters until you change them.` }),
              onError: (error) => failureToast(t`Failed to delete the view`, { error }),
            })
          }
        >
          <Trans>Delete view</Trans>
        </Button>
      ) : null}
      <Dialog open={naming} onOpenChange={(next) => !next && setNaming(false)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>
              <Trans>Save this view</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>The list&apos;s filters and search, under a name you find in the View menu and the sidebar.</Trans>
            </DialogDescription>
          </DialogHeader>
          <form
            className="flex flex-col gap-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <FormField label={t`Name`} required error={nameMissing ? t`Please enter a name` : undefined}>
              <Input
                autoComplete="off"
                maxLength={60}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setNameMissing(false);
                }}
              />
            </FormField>
            {isAdmin ? (
              <label className="flex items-center gap-2">
                <Checkbox checked={shared} onCheckedChange={(on) => setShared(on === true)} />
                <Trans>Share with every staff member</Trans>
              </label>
            ) : null}
            <RefusalAlert message={refusal.message} />
            <DialogActions onCancel={() => setNaming(false)} action={t`Save`} pendingAction={t`Saving...`} pending={save.isPending} />
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
