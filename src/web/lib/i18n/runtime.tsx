import { i18n } from '@lingui/core';
import { LinguiContext, Trans as LinguiTrans } from '@lingui/react';
import { useContext, type ComponentProps } from 'react';

// What the macros compile to (lingui.config.ts `runtimeConfigModule`): Lingui's own, except that a
// component rendered outside the app's I18nProvider (a test of one component, an error page drawn
// after the providers failed) speaks through the one `i18n` instead of throwing. Inside the app the
// provider's context is used, so a change of language re-renders.

function useLinguiContext() {
  const context = useContext(LinguiContext);
  return context ?? { i18n, _: i18n.t.bind(i18n), defaultComponent: undefined };
}

export function useLingui() {
  return useLinguiContext();
}

export function Trans(props: ComponentProps<typeof LinguiTrans>) {
  const context = useContext(LinguiContext);
  if (context) return <LinguiTrans {...props} />;
  return (
    <LinguiContext.Provider value={{ i18n, _: i18n.t.bind(i18n) }}>
      <LinguiTrans {...props} />
    </LinguiContext.Provider>
  );
}
