import { useState, type ReactNode } from 'react';
import { resetSettingsForTests, useSettings } from '@/lib/branding/get-settings';

/**
 * Shows its children once the settings have answered, as the site's splash waits for them. Only the
 * first answer: a failed one is asked again by the next screen that reads them, and hiding the
 * children then would ask again without end.
 */
export function SettingsLoaded({ children }: { children: ReactNode }) {
  const { status } = useSettings();
  const [answered, setAnswered] = useState(false);
  if (!answered && status !== 'pending') setAnswered(true);
  return answered || status !== 'pending' ? children : null;
}

/** A fresh page: no settings loaded, and none remembered from an earlier test. */
export function forgetSettings(): void {
  localStorage.clear();
  resetSettingsForTests();
}

/** The answer of GET /api/settings naming the organisation's currency. */
export const settingsInCurrency = (code: string) => ({ status: 200, body: [{ key: 'default_currency', value: code, category: 'general' }] });
