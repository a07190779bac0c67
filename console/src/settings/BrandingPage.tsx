/**
 * The store's branding: the settings a merchant changes most, a live preview of the portal in them, the
 * colours the theme will replace for contrast (warnings), and Save through the staff call. Shoppers see
 * the saved branding on their next page load.
 */
import { type BrandingInput, BrandingSettings } from '@orderprotection/domain';
import { contrastCorrections, ignoredBrandingSettings } from '@orderprotection/ui/theme';
import {
  Box,
  Button,
  Callout,
  Checkbox,
  Flex,
  Grid,
  Heading,
  Select,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorText } from '../app/api';
import { useSaveBranding, useStoreSettings } from './api/storeSettings';
import { BrandPreview } from './BrandPreview';
import { Field, TextInput } from './Field';
import { fieldErrorsOf } from './fieldErrors';
import { LogoUpload } from './LogoUpload';
import { ReplyToForm } from './ReplyToForm';
import { SaveBar } from './SettingsForm';
import type { SettingsContext } from './SettingsLayout';

export const brandingCopy = {
  title: 'Branding',
  intro: 'How your claims portal looks to shoppers. The preview shows your changes before you save them.',
  logoUrl: 'Logo URL',
  logoUrlHelp: 'An https:// address of your logo image, or the link of a logo you upload below.',
  brand700: 'Brand colour',
  brand700Help: 'Buttons, links and highlights.',
  backgroundColor: 'Page background colour',
  textColor: 'Text colour',
  buttonStyle: 'Button shape',
  headlineCase: 'Heading letters',
  bodyFont: 'Body font name',
  bodyFontUrl: 'Body font file (woff2 URL)',
  headlineFont: 'Heading font name',
  headlineFontUrl: 'Heading font file (woff2 URL)',
  darkMode: 'Dark page (dark mode)',
  save: 'Save branding',
  reset: 'Discard changes',
  saved: 'Branding saved. Shoppers see it the next time they open your portal.',
  corrections: 'Changed for readability',
  correction: (setting: string, given: string, used: string) =>
    `${setting}: ${given} is hard to read on your page, so your portal shows text in ${used} instead.`,
  ignored: 'Not used',
  preview: 'Preview',
  loadFailed: 'The branding could not be loaded.',
} as const;

const buttonStyles = [
  { value: 'ROUNDED', label: 'Rounded corners' },
  { value: 'ROUNDED_FULL', label: 'Pill' },
  { value: 'SQUARE', label: 'Square corners' },
] as const;

const headlineCases = [
  { value: 'none', label: 'As written' },
  { value: 'uppercase', label: 'UPPERCASE' },
  { value: 'capitalize', label: 'Capitalised Words' },
  { value: 'lowercase', label: 'lowercase' },
] as const;

const settingNames: Readonly<Record<string, string>> = {
  'palettes.typography': brandingCopy.textColor,
  brand700: brandingCopy.brand700,
};

/** The draft with `value` at `path`; an empty value removes the setting (the theme's default applies). */
function withValue(draft: BrandingInput, path: readonly string[], value: unknown): BrandingInput {
  const [key, ...rest] = path;
  if (key === undefined) return draft;
  const record = draft as Record<string, unknown>;
  const next = rest.length === 0 ? value : withValue((record[key] ?? {}) as BrandingInput, rest, value);
  const { [key]: _dropped, ...others } = record;
  const empty =
    next === undefined ||
    next === '' ||
    (typeof next === 'object' && next !== null && Object.keys(next).length === 0);
  return (empty ? others : { ...others, [key]: next }) as BrandingInput;
}

function valueAt(draft: BrandingInput, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
    draft,
  );
}

export function BrandingPage() {
  const { me, storeId } = useOutletContext<SettingsContext>();
  const settings = useStoreSettings(storeId);
  if (settings.isPending) return <Text>Loading…</Text>;
  if (settings.isError)
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{errorText(settings.error, brandingCopy.loadFailed)}</Callout.Text>
      </Callout.Root>
    );
  const storeName = me.stores.find((store) => store.id === storeId)?.name ?? settings.data.name;
  return (
    <Flex direction="column" gap="6">
      <BrandingEditor
        key={storeId}
        storeId={storeId}
        storeName={storeName}
        saved={settings.data.branding as BrandingInput}
      />
      <ReplyToForm key={`reply-to-${storeId}`} storeId={storeId} saved={settings.data.replyTo} />
    </Flex>
  );
}

function BrandingEditor({
  storeId,
  storeName,
  saved,
}: {
  storeId: string;
  storeName: string;
  saved: BrandingInput;
}) {
  const [draft, setDraft] = useState<BrandingInput>(saved);
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveBranding(storeId);
  const errors = fieldErrorsOf(save.error);
  const parsed = BrandingSettings.parse(draft);
  const corrections = contrastCorrections(parsed);
  const ignored = ignoredBrandingSettings(draft, parsed);

  const set = (path: readonly string[]) => (value: unknown) => {
    setJustSaved(false);
    setDraft((current) => withValue(current, path, value));
  };
  const text = (path: readonly string[], label: string, help?: string) => {
    const key = path.join('.');
    return (
      <TextInput
        label={label}
        help={help}
        error={errors[key]}
        value={String(valueAt(draft, path) ?? '')}
        onValueChange={set(path)}
      />
    );
  };
  const colour = (path: readonly string[], label: string, help?: string) => {
    const key = path.join('.');
    const value = String(valueAt(draft, path) ?? '');
    return (
      <Field label={label} help={help} error={errors[key]}>
        {(id, describedBy) => (
          <TextField.Root
            id={id}
            aria-describedby={describedBy}
            aria-invalid={errors[key] ? true : undefined}
            placeholder="#1a2b3c"
            value={value}
            onChange={(event) => set(path)(event.target.value)}
          >
            <TextField.Slot side="right">
              <input
                type="color"
                aria-label={`Pick the ${label.toLowerCase()}`}
                value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
                onChange={(event) => set(path)(event.target.value)}
                style={{ width: 28, height: 22, border: 0, padding: 0, background: 'none' }}
              />
            </TextField.Slot>
          </TextField.Root>
        )}
      </Field>
    );
  };
  const choice = (
    path: readonly string[],
    label: string,
    options: readonly { value: string; label: string }[],
  ) => {
    const labelId = `${path.join('-')}-label`;
    return (
      <Flex direction="column" gap="1">
        <Text id={labelId} size="2" weight="medium">
          {label}
        </Text>
        <Select.Root value={String(valueAt(draft, path) ?? options[0]?.value)} onValueChange={set(path)}>
          <Select.Trigger aria-labelledby={labelId} />
          <Select.Content>
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value}>
                {option.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (answer) => {
        setDraft(answer.branding as BrandingInput);
        setJustSaved(true);
      },
    });
  };

  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="6">
      <Box asChild>
        <form onSubmit={submit} noValidate aria-labelledby="branding-title">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="5" id="branding-title">
              {brandingCopy.title}
            </Heading>
            <Text color="gray">{brandingCopy.intro}</Text>
            {text(['logoUrl'], brandingCopy.logoUrl, brandingCopy.logoUrlHelp)}
            <LogoUpload storeId={storeId} onUploaded={set(['logoUrl'])} />
            {colour(['brand700'], brandingCopy.brand700, brandingCopy.brand700Help)}
            {colour(['backgroundColor'], brandingCopy.backgroundColor)}
            {colour(['palettes', 'typography', 'dark'], brandingCopy.textColor)}
            {choice(['buttonStyle'], brandingCopy.buttonStyle, buttonStyles)}
            {choice(['textTransform', 'headline'], brandingCopy.headlineCase, headlineCases)}
            {text(['fonts', 'body', 'family'], brandingCopy.bodyFont)}
            {text(['fonts', 'body', 'woff2'], brandingCopy.bodyFontUrl)}
            {text(['fonts', 'headline', 'family'], brandingCopy.headlineFont)}
            {text(['fonts', 'headline', 'woff2'], brandingCopy.headlineFontUrl)}
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox
                  checked={draft.darkMode === true}
                  onCheckedChange={(checked) => set(['darkMode'])(checked === true ? true : undefined)}
                />
                {brandingCopy.darkMode}
              </Flex>
            </Text>
            <SaveBar
              error={save.error}
              pending={save.isPending}
              submitLabel={brandingCopy.save}
              saved={justSaved ? brandingCopy.saved : null}
            >
              <Button type="button" variant="soft" color="gray" onClick={() => setDraft(saved)}>
                {brandingCopy.reset}
              </Button>
            </SaveBar>
          </Flex>
        </form>
      </Box>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5">
          {brandingCopy.preview}
        </Heading>
        {corrections.length > 0 && (
          <Callout.Root color="amber" highContrast role="status">
            <Callout.Text weight="bold">{brandingCopy.corrections}</Callout.Text>
            {corrections.map((correction) => (
              <Callout.Text key={correction.setting}>
                {brandingCopy.correction(
                  settingNames[correction.setting] ?? correction.setting,
                  correction.given.join(' / '),
                  correction.used,
                )}
              </Callout.Text>
            ))}
          </Callout.Root>
        )}
        {ignored.length > 0 && (
          <Callout.Root color="amber" highContrast role="status">
            <Callout.Text weight="bold">{brandingCopy.ignored}</Callout.Text>
            {ignored.map((line) => (
              <Callout.Text key={line}>{line}</Callout.Text>
            ))}
          </Callout.Root>
        )}
        <BrandPreview branding={parsed} storeName={storeName} />
      </Flex>
    </Grid>
  );
}
