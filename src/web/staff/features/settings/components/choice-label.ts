import { currencyLabel } from '@shared/money/currency-options';
import type { SettingDefinition } from '@shared/settings/registry';
import { readerLanguage } from '@/components/ui/reader-language';
import { i18n } from '@/lib/i18n/texts';
import { sayShared } from '@/lib/i18n/shared-texts';

/**
 * How one choice of a setting is named, in the reader's language: a currency by Intl ('EUR · Euro',
 * 'EUR · euro'), whose names no catalogue holds; any other choice through the `_shared` catalogue.
 */
export function choiceLabel(definition: SettingDefinition, option: { value: string; label: string }): string {
  if (definition.key === 'default_currency') return currencyLabel(option.value, readerLanguage(i18n.locale));
  return sayShared(option.label);
}
