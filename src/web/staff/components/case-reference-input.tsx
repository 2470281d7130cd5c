import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type ComponentProps } from 'react';
import { parseCaseReference } from '@shared/format/case-reference';
import { Input } from '@/components/ui/input';
import { useFindCases } from '@/staff/lib/find-cases';

const SETTLE_MS = 250;

/**
 * Where a form asks for a case: 'FR-000014', 'fr-14' and '14' name it as they are; anything else
 * of three letters or more (a platform, an e-mail, part of one) suggests matching cases in the
 * browser's own list under the field, each filling in its reference when picked.
 */
export function CaseReferenceInput({ onChange, list: _list, ...props }: ComponentProps<'input'>) {
  const { t } = useLingui();
  const listId = useId();
  const [text, setText] = useState(typeof props.value === 'string' ? props.value : typeof props.defaultValue === 'string' ? props.defaultValue : '');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    const wanted = trimmed.length >= 3 && parseCaseReference(trimmed) === null ? trimmed : '';
    const timer = setTimeout(() => setTerm(wanted), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useFindCases(term);
  return (
    <>
      <Input
        autoComplete="off"
        placeholder={t`FR-000123, a platform or an e-mail`}
        {...props}
        list={listId}
        onChange={(event) => {
          setText(event.target.value);
          onChange?.(event);
        }}
      />
      <datalist id={listId}>
        {term !== '' &&
          (found.data?.items ?? []).map(({ incident, platform }) => (
            <option key={incident.id} value={incident.reference}>
              {`${platform.name} · ${incident.email}`}
            </option>
          ))}
      </datalist>
    </>
  );
}
