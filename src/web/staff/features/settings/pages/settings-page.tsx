import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { settingDefinitionByKey } from '@shared/settings/registry';
import { settingCategories, type SettingCategory } from '@shared/settings/schema';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { SectionHeader } from '@/staff/components/section-header';
import { useStaffSession } from '@/staff/lib/staff-session';
import { useSearchParam } from '@/staff/lib/use-search-param';
import { useSettingsTab } from '../api/get-settings-tab';
import { BrandingPanel } from '../components/branding-panel';
import { SettingRow } from '../components/setting-row';
import { TestEmail } from '../components/test-email';
import { TextsPanel } from '../components/texts-panel';

const tabLabels: Record<SettingCategory, MessageDescriptor> = {
  branding: msg`Branding`,
  email: msg`Email`,
  payment: msg`Payment`,
  general: msg`General`,
  security: msg`Security`,
};

const isCategory = (value: string | null): value is SettingCategory => settingCategories.some((c) => c === value);

/** The tabs: each group of settings, then the organisation's own words (issue 28). */
type SettingsTabName = SettingCategory | 'texts';

function SettingsTab({ category, q }: { category: SettingCategory; q: string }) {
  const { t, i18n } = useLingui();
  const tab = useSettingsTab(category, q);
  const group = i18n._(tabLabels[category]);
  const groupLower = group.toLowerCase();
  // Only keys the product reads are shown; a row left from an older version has no definition.
  const rows = (tab.data?.items ?? []).flatMap((setting) => {
    const definition = settingDefinitionByKey.get(setting.key);
    return definition ? [{ setting, definition }] : [];
  });
  return (
    <div className="flex flex-col gap-4">
      {category === 'branding' && tab.data ? <BrandingPanel settings={tab.data.items} /> : null}
      {category === 'email' ? <TestEmail /> : null}
      {tab.isPending ? (
        <p className="text-muted-foreground">
          <Trans>Loading settings...</Trans>
        </p>
      ) : tab.isError ? (
        <p className="text-destructive">
          <Trans>The settings could not be loaded. Try Refresh All or reload the page.</Trans>
        </p>
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground">{q ? t`No ${groupLower} setting matches "${q}".` : t`No settings here.`}</p>
      ) : (
        <ul className="rounded-lg border border-border bg-card px-4" aria-label={t`${group} settings`}>
          {rows.map(({ setting, definition }) => (
            <SettingRow key={setting.key} setting={setting} definition={definition} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The sr-only heading of a tab's panel ('Branding settings'). */
function SettingsHeading({ category }: { category: SettingCategory }) {
  const { i18n } = useLingui();
  const group = i18n._(tabLabels[category]);
  return (
    <h2 className="sr-only">
      <Trans>{group} settings</Trans>
    </h2>
  );
}

/** Every setting the product reads, by tab, with its own rule and its history in the audit log. */
function SettingsTabs() {
  const [search, setParam] = useSearchParam();
  const asked = search.get('tab');
  const tab: SettingsTabName = asked === 'texts' ? 'texts' : isCategory(asked) ? asked : 'branding';
  const q = search.get('q') ?? '';
  const { t, i18n } = useLingui();

  return (
    <>
      {/* The texts tab has a search of its own. */}
      {tab === 'texts' ? null : (
        <div className="flex max-w-md flex-col gap-1.5 pb-4">
          <Label htmlFor="settings-search">
            <Trans>Search settings</Trans>
          </Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
            <Input id="settings-search" type="search" className="ps-10" placeholder={t`Key or description`} value={q} onChange={(e) => setParam('q', e.target.value)} />
          </div>
        </div>
      )}
      <Tabs value={tab} onValueChange={(value) => setParam('tab', value === 'branding' ? '' : value)}>
        <TabsList aria-label={t`Setting groups`}>
          {settingCategories.map((category) => (
            <TabsTrigger key={category} value={category}>
              {i18n._(tabLabels[category])}
            </TabsTrigger>
          ))}
          <TabsTrigger value="texts">
            <Trans>Texts</Trans>
          </TabsTrigger>
        </TabsList>
        {settingCategories.map((category) => (
          <TabsContent key={category} value={category}>
            {/* The rows' headings (h3) sit under a heading of their tab, after the page's h1. */}
            <SettingsHeading category={category} />
            {category === tab ? <SettingsTab category={category} q={q.trim()} /> : null}
          </TabsContent>
        ))}
        <TabsContent value="texts">
          <h2 className="sr-only">
            <Trans>Texts</Trans>
          </h2>
          {tab === 'texts' ? <TextsPanel /> : null}
        </TabsContent>
      </Tabs>
    </>
  );
}

/** /admin/settings (admins only, D17). A case worker who opens it is told so, plainly. */
export default function SettingsPage() {
  const { t } = useLingui();
  const session = useStaffSession();
  return (
    <>
      <SectionHeader
        title={t`Settings`}
        description={t`How the platform looks, sends e-mail, pays out and signs people in. Every change is written to the audit log.`}
      />
      {session.data?.role === 'admin' ? (
        <SettingsTabs />
      ) : session.data ? (
        <Alert variant="info">
          <AlertTitle>
            <Trans>Admins only</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>Only an admin can change settings.</Trans>
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}
