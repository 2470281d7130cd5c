import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Search } from 'lucide-react';
import { useId, useMemo, useRef, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MIN_LENGTH, type GlobalSearchResult, type SearchGroup, type SearchHit } from '@shared/overview/schema';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useGlobalSearch } from './use-global-search';
import { formatStatusLabel } from '@/lib/i18n/shared-words';

const groups: { key: SearchGroup; heading: MessageDescriptor; path: (id: number) => string }[] = [
  { key: 'users', heading: msg`Users`, path: (id) => paths.adminUser(id) },
  { key: 'incidents', heading: msg`Incidents`, path: (id) => paths.adminIncident(id) },
  { key: 'applications', heading: msg`Applications`, path: (id) => paths.adminApplication(id) },
];

type Option = SearchHit & { group: SearchGroup; path: string; optionId: string };

/** Every hit in the order the list shows them, so the arrow keys walk across the groups. */
export function flattenHits(result: GlobalSearchResult | undefined, idPrefix: string): Option[] {
  if (!result) return [];
  return groups.flatMap((group) =>
    result[group.key].map((hit) => ({ ...hit, group: group.key, path: group.path(hit.id), optionId: `${idPrefix}-${group.key}-${hit.id}` })),
  );
}

/**
 * The header's search: a combobox whose list groups the hits under Users, Incidents and
 * Applications. Arrow keys move through them, Enter opens the record, Escape closes the list.
 */
export function GlobalSearch({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useGlobalSearch(text);
  const options = useMemo(() => flattenHits(search.enabled ? search.data : undefined, id), [search.data, search.enabled, id]);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const term = search.term;
  const showList = open && text.trim().length >= SEARCH_MIN_LENGTH;
  const activeOption = showList ? options[active] : undefined;

  const openHit = (option: Option) => {
    setOpen(false);
    setActive(-1);
    setText('');
    void navigate(option.path);
  };

  const status = !search.enabled
    ? ''
    : search.isError
      ? t`Search failed. Try again.`
      : search.isFetching && options.length === 0
        ? t`Searching…`
        : options.length === 0
          ? t`No matches for “${term}”`
          : plural(options.length, { one: '# match', other: '# matches' });

  return (
    <div
      className="relative w-full max-w-md"
      onBlur={() => {
        // A click on a hit blurs the input first; wait so the click still lands.
        blurTimer.current = setTimeout(() => setOpen(false), 150);
      }}
      onFocus={() => clearTimeout(blurTimer.current)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        <Trans>Search users, incidents and applications</Trans>
      </label>
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id={`${id}-input`}
        ref={inputRef}
        type="search"
        role="combobox"
        autoComplete="off"
        className="ps-9"
        placeholder={t`Search (press /)`}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption?.optionId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            if (options.length === 0) return;
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current === -1 && step === -1 ? options.length - 1 : (current + step + options.length) % options.length));
          } else if (event.key === 'Enter') {
            const target = activeOption ?? (showList ? options[0] : undefined);
            if (target) {
              event.preventDefault();
              openHit(target);
            }
          } else if (event.key === 'Escape') {
            event.preventDefault();
            if (showList) {
              setOpen(false);
              setActive(-1);
            } else {
              setText('');
            }
          }
        }}
      />
      <p className="sr-only" aria-live="polite">
        {showList ? status : ''}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t`Search results`}
        hidden={!showList}
        className="absolute start-0 end-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-border bg-card p-1 shadow-lg"
      >
        {showList && options.length === 0 && <p className="px-3 py-2 text-sm text-muted-foreground">{status}</p>}
        {showList &&
          groups.map((group) => {
            const hits = options.filter((option) => option.group === group.key);
            if (hits.length === 0) return null;
            return (
              <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}-heading`}>
                <div id={`${id}-${group.key}-heading`} role="presentation" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {i18n._(group.heading)}
                </div>
                {hits.map((option) => (
                  <div
                    key={option.optionId}
                    id={option.optionId}
                    role="option"
                    aria-selected={option.optionId === activeOption?.optionId}
                    className={cn(
                      'cursor-pointer rounded-md px-3 py-2',
                      option.optionId === activeOption?.optionId ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                    )}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => openHit(option)}
                  >
                    <span className="block font-medium">{option.title}</span>
                    <span className={cn('block text-sm', option.optionId === activeOption?.optionId ? 'opacity-90' : 'text-muted-foreground')}>
                      {option.status === null ? option.subtitle : `${option.subtitle} · ${formatStatusLabel(option.status)}`}
                    </span>
                  </div>
                ))}
              </div>
            );
          })}
      </div>
    </div>
  );
}
