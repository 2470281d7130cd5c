import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { SettingDefinition } from '@shared/settings/registry';
import { sayShared } from '@/lib/i18n/shared-texts';
import { choiceLabel } from './choice-label';

type Props = {
  definition: SettingDefinition;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** The control that fits a setting's kind; a secret is typed into a password field (never shown as typed). */
export function SettingValueInput({ definition, value, onChange, ...aria }: Props) {
  const { input } = definition;
  switch (input.kind) {
    case 'choice':
      return (
        <NativeSelect value={value} onChange={(e) => onChange(e.target.value)} {...aria}>
          {input.options.map((o) => (
            <option key={o.value} value={o.value}>
              {choiceLabel(definition, o)}
            </option>
          ))}
        </NativeSelect>
      );
    case 'choices': {
      const chosen = value.split(',').filter(Boolean);
      const toggle = (option: string, on: boolean) =>
        onChange(input.options.map((o) => o.value).filter((v) => (v === option ? on : chosen.includes(v))).join(','));
      return (
        <fieldset className="flex flex-col gap-2" id={aria.id} aria-describedby={aria['aria-describedby']} aria-invalid={aria['aria-invalid']}>
          <legend className="sr-only">{sayShared(definition.label)}</legend>
          {input.options.map((o) => (
            <label key={o.value} className="flex items-center gap-2 text-base">
              <Checkbox checked={chosen.includes(o.value)} onCheckedChange={(on) => toggle(o.value, on === true)} />
              {definition.key === 'languages' ? o.label : sayShared(o.label)}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'number':
      return (
        <div className="flex items-center gap-2">
          <Input inputMode="decimal" className="max-w-32" value={value} onChange={(e) => onChange(e.target.value)} {...aria} />
          <span className="text-muted-foreground">{sayShared(input.unit)}</span>
        </div>
      );
    case 'smtp-url':
      return <Input type="password" autoComplete="off" spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} {...aria} />;
    case 'email':
      return <Input type="email" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} {...aria} />;
    case 'url':
      return <Input type="url" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} {...aria} />;
    default:
      return <Input autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} {...aria} />;
  }
}
