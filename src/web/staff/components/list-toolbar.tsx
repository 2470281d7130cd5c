import { Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

type ListToolbarProps = {
  searchLabel: string;
  searchPlaceholder?: string;
  q: string;
  onSearch: (q: string) => void;
  status?: { label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void };
  /** Buttons on the right: Create, Export. */
  actions?: ReactNode;
};

const SEARCH_SETTLE_MS = 250;

/** A list's search box (sent once typing settles) and status filter, and its actions. */
export function ListToolbar({ searchLabel, searchPlaceholder, q, onSearch, status, actions }: ListToolbarProps) {
  const [text, setText] = useState(q);
  // The address bar changed the search (back, a link): show its term.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  useEffect(() => {
    if (text === q) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <div className="flex flex-wrap items-end gap-3 py-3">
      <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-medium">
        {searchLabel}
        <span className="relative">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            className="ps-9"
            value={text}
            placeholder={searchPlaceholder}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onSearch(text);
            }}
          />
        </span>
      </label>
      {status && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {status.label}
          <NativeSelect className="w-52" value={status.value} onChange={(event) => status.onChange(event.target.value)}>
            {status.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      )}
      {/* On a phone the actions wrap to their own line and start at the left edge like the fields above. */}
      {actions && <div className="flex flex-wrap items-end gap-2 sm:ms-auto">{actions}</div>}
    </div>
  );
}
