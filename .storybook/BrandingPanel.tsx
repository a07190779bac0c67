/** @jsxRuntime classic */
/**
 * The Branding panel: a merchant pastes or edits their BrandingSettings JSON and every story re-renders in
 * it. The JSON travels to the preview as a global; the preview parses it with the domain schema and
 * reports back what it had to ignore.
 *
 * Like manager.tsx, compiled with the classic JSX runtime against the manager's own React.
 */
import React, { type ChangeEvent, useEffect, useId, useState } from 'react';
import { AddonPanel } from 'storybook/internal/components';
import { useChannel, useGlobals } from 'storybook/manager-api';
import { demoMerchants } from '../packages/ui/src/demo-merchants';
import {
  BRANDING_REPORT_EVENT,
  type BrandingReport,
  CUSTOM_BRANDING_GLOBAL,
  CUSTOM_MERCHANT,
  MERCHANT_GLOBAL,
} from './constants';

// Waits for a pause in typing, so the stories do not re-render on every key.
const APPLY_DELAY_MS = 400;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function syntaxError(json: string): string | undefined {
  try {
    JSON.parse(json);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const panelStyle = { padding: 16, display: 'grid', gap: 12, fontSize: 13 } as const;
const editorStyle = {
  width: '100%',
  minHeight: 280,
  boxSizing: 'border-box',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 12,
  padding: 8,
} as const;

export function BrandingPanel({ active }: { active: boolean }) {
  const [globals, updateGlobals] = useGlobals();
  const storedJson = globals[CUSTOM_BRANDING_GLOBAL];
  const [json, setJson] = useState(() =>
    typeof storedJson === 'string' ? storedJson : pretty(demoMerchants[0].branding),
  );
  const [report, setReport] = useState<BrandingReport | undefined>();
  // Opening Storybook must not switch the toolbar to the panel's JSON: only an edit does.
  const [edited, setEdited] = useState(false);
  const editorId = useId();
  const startId = useId();
  const error = syntaxError(json);

  useChannel({ [BRANDING_REPORT_EVENT]: (received: BrandingReport) => setReport(received) });

  useEffect(() => {
    if (!edited || error !== undefined) return;
    const timer = setTimeout(
      () => updateGlobals({ [MERCHANT_GLOBAL]: CUSTOM_MERCHANT, [CUSTOM_BRANDING_GLOBAL]: json }),
      APPLY_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [edited, error, json, updateGlobals]);

  const edit = (next: string) => {
    setJson(next);
    setEdited(true);
  };

  const startFrom = (event: ChangeEvent<HTMLSelectElement>) => {
    const merchant = demoMerchants.find((candidate) => candidate.id === event.target.value);
    if (merchant) edit(pretty(merchant.branding));
  };

  const applied = globals[MERCHANT_GLOBAL] === CUSTOM_MERCHANT;
  return (
    <AddonPanel active={active}>
      <div style={panelStyle}>
        <p style={{ margin: 0 }}>
          Paste or edit a store's branding settings (the JSON of <code>GET whitelabel/settings</code>). Every
          story re-renders in it; pick another merchant in the toolbar to leave.
        </p>
        <label htmlFor={startId}>
          Start from{' '}
          <select id={startId} defaultValue="" onChange={startFrom}>
            <option value="" disabled>
              a demo merchant…
            </option>
            {demoMerchants.map((merchant) => (
              <option key={merchant.id} value={merchant.id}>
                {merchant.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={editorId}>Branding settings (JSON)</label>
        <textarea
          id={editorId}
          style={editorStyle}
          spellCheck={false}
          value={json}
          onChange={(event) => edit(event.target.value)}
          aria-invalid={error !== undefined}
        />
        <output aria-live="polite">
          {error !== undefined ? (
            <span style={{ color: '#b42318' }}>Not valid JSON: {error}</span>
          ) : !applied ? (
            'Applying…'
          ) : report && report.ignored.length > 0 ? (
            <>
              <strong>Applied, except:</strong>
              <ul>
                {report.ignored.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : (
            'Applied: every setting was read.'
          )}
        </output>
      </div>
    </AddonPanel>
  );
}
