import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, RotateCcw, Search } from 'lucide-react';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@shared/i18n/locales';
import { DEFAULT_PAGE_SIZE, pageSizes } from '@shared/lists/list-query';
import { MAX_TEXT_OVERRIDE_LENGTH, type TextEntry } from '@shared/texts/schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/i18n/format';
import { useFocusWhenReady } from '@/lib/focus/use-focus-when-ready';
import { Pagination } from '@/staff/components/pagination';
import { failureToast } from '@/staff/lib/failure-toast';
import { useSearchParam } from '@/staff/lib/use-search-param';
import { useTexts } from '../api/get-texts';
import { useOverrideText, useRestoreText } from '../api/override-text';
import { SaveOrCancel } from './save-or-cancel';


/** One text: the English, the words readers see in this language, and Edit / Restore in place. */
function TextRow({ entry, locale }: { entry: TextEntry; locale: Locale }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const override = useOverrideText();
  const restore = useRestoreText();
  const row = useRef<HTMLLIElement>(null);
  const headingId = useId();
  const focusWhenReady = useFocusWhenReady();
  const focusEdit = () => focusWhenReady(() => row.current?.querySelector<HTMLElement>('[data-text-edit]'));
  const shown = entry.override?.text ?? entry.shipped;
  const { source, shipped } = entry;
  const changedWhen = entry.override ? formatDateTime(entry.override.updatedAt) : '';
  const changedBy = entry.override?.updatedBy ?? '';
  // Written as values, so the catalogue does not read them as a placeholder and a tag of its own.
  const braces = '{name}';
  const tags = '<0>…</0>';
  const key = { locale, catalogue: entry.catalogue, id: entry.id };

  const save = () => {
    if (draft === null) return;
    if (!draft.trim()) {
      setError(t`Please enter the text`);
      return;
    }
    override.mutate(
      { ...key, text: draft },
      {
        onSuccess: () => {
          toast({ title: t`Text saved`, description: t`Readers see it when they next open a page.` });
          setDraft(null);
          focusEdit();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.status === 400 && e.serverMessage) setError(e.serverMessage);
          failureToast(t`The text could not be saved`, { error: e });
        },
      },
    );
  };

  const onRestore = () =>
    restore.mutate(key, {
      onSuccess: () => {
        toast({ title: t`Original words restored` });
        focusEdit();
      },
      onError: (e) => failureToast(t`The text could not be restored`, { error: e }),
    });

  return (
    <li ref={row} className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 basis-72">
          <h3 id={headingId} className="break-words text-base" lang={locale} dir="auto">
            {shown}
            {entry.override ? (
              <Badge tone="blue" className="ms-2 align-middle">
                <Trans>Changed</Trans>
              </Badge>
            ) : null}
          </h3>
          {entry.retired ? (
            <p className="text-sm text-muted-foreground">
              <Trans>An update changed or removed this text, so these words are no longer shown anywhere.</Trans>
            </p>
          ) : locale === 'en' && !entry.override ? null : (
            <p className="break-words text-sm text-muted-foreground" lang="en" dir="ltr">
              <Trans>English: {source}</Trans>
            </p>
          )}
          {entry.override && !entry.retired && entry.override.text !== entry.shipped ? (
            <p className="break-words text-sm text-muted-foreground" lang={locale} dir="auto">
              <Trans>Original: {shipped}</Trans>
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            <code className="font-mono">{entry.catalogue}</code>
            {entry.override ? (
              <>
                {' · '}
                <Trans>
                  Changed <time dateTime={entry.override.updatedAt}>{changedWhen}</time> by {changedBy}
                </Trans>
              </>
            ) : null}
          </p>
        </div>
        {draft === null ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              data-text-edit
              // A retired text has nothing to edit, only words to remove.
              hidden={entry.retired}
              onClick={() => {
                setError(undefined);
                setDraft(shown);
                focusWhenReady(() => row.current?.querySelector<HTMLElement>('form textarea'));
              }}
            >
              <Pencil aria-hidden="true" />{' '}
              <Trans>
                Edit<span className="sr-only"> {shown}</span>
              </Trans>
            </Button>
            {entry.override ? (
              <Button variant="outline" size="sm" onClick={onRestore} disabled={restore.isPending}>
                <RotateCcw aria-hidden="true" />{' '}
                {entry.retired ? (
                  <Trans>
                    Remove<span className="sr-only"> {shown}</span>
                  </Trans>
                ) : (
                  <Trans>
                    Restore<span className="sr-only"> {shown}</span>
                  </Trans>
                )}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {draft === null ? null : (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <FormField label={t`Your words`} error={error} hint={t`Keep each part in braces, like ${braces}, and each tag, like ${tags}: they are filled in when the text is shown.`}>
            <Textarea value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={MAX_TEXT_OVERRIDE_LENGTH} rows={3} lang={locale} dir="auto" />
          </FormField>
          <SaveOrCancel
            saving={override.isPending}
            onCancel={() => {
              setDraft(null);
              focusEdit();
            }}
          />
        </form>
      )}
    </li>
  );
}

/**
 * The organisation's own words (issue 28): any text of either side, in any language, found by its
 * English or its words in that language. A change is audited and can be undone text by text.
 */
export function TextsPanel() {
  const { t } = useLingui();
  const [search, setParam] = useSearchParam();
  const [, setSearch] = useSearchParams();
  const locale: Locale = isLocale(search.get('lang')) ? (search.get('lang') as Locale) : 'en';
  const q = search.get('tq') ?? '';
  const catalogue = search.get('part') ?? '';
  const changedOnly = search.get('changed') === '1';
  const page = Math.max(1, Number(search.get('tpage')) || 1);
  const asked = Number(search.get('tsize'));
  const pageSize = pageSizes.find((size) => size === asked) ?? DEFAULT_PAGE_SIZE;
  const deferredQ = useDeferredValue(q.trim());
  const languageName = LOCALE_NAMES[locale];
  const texts = useTexts({ locale, q: deferredQ, catalogue, status: changedOnly ? 'overridden' : 'all', page, pageSize });
  // A new search or filter starts at the first page.
  const setFilter = (key: string, value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('tpage');
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-muted-foreground">
        <Trans>
          Put your organisation's words in place of any text, in one language at a time. Texts about money and safety say what this service does and never does: change
          them only to say the same in your own words.
        </Trans>
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="texts-language">
            <Trans>Language</Trans>
          </Label>
          <NativeSelect id="texts-language" value={locale} onChange={(e) => setFilter('lang', e.target.value === 'en' ? '' : e.target.value)}>
            {LOCALES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LOCALE_NAMES[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 max-w-md flex-1 flex-col gap-1.5">
          <Label htmlFor="texts-search">
            <Trans>Search texts</Trans>
          </Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
            <Input id="texts-search" type="search" className="ps-10" placeholder={t`Words in English or in this language`} value={q} onChange={(e) => setFilter('tq', e.target.value)} />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="texts-part">
            <Trans>Part</Trans>
          </Label>
          <NativeSelect id="texts-part" value={catalogue} onChange={(e) => setFilter('part', e.target.value)}>
            <option value="">{t`Every part`}</option>
            {(texts.data?.catalogues ?? (catalogue ? [catalogue] : [])).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Checkbox id="texts-changed" checked={changedOnly} onCheckedChange={(checked) => setFilter('changed', checked === true ? '1' : '')} />
          <Label htmlFor="texts-changed">
            <Trans>Changed only</Trans>
          </Label>
        </div>
      </div>
      {texts.isPending ? (
        <p className="text-muted-foreground">
          <Trans>Loading texts...</Trans>
        </p>
      ) : texts.isError ? (
        <p className="text-destructive">
          <Trans>The texts could not be loaded. Try Refresh All or reload the page.</Trans>
        </p>
      ) : texts.data.items.length === 0 ? (
        <p className="text-muted-foreground">{changedOnly ? t`No text is changed in this language.` : t`No text matches.`}</p>
      ) : (
        <>
          <ul className="rounded-lg border border-border bg-card px-4" aria-label={t`Texts in ${languageName}`} aria-busy={texts.isPlaceholderData || undefined}>
            {texts.data.items.map((entry) => (
              <TextRow key={`${entry.catalogue}/${entry.id}`} entry={entry} locale={locale} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={pageSize}
            total={texts.data.total}
            onPage={(next) => setParam('tpage', next === 1 ? '' : String(next))}
            onPageSize={(size) => setFilter('tsize', size === DEFAULT_PAGE_SIZE ? '' : String(size))}
            noun={t`texts`}
          />
        </>
      )}
    </div>
  );
}
