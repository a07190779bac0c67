import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  fontFamily: vars.font.body,
  letterSpacing: vars.letterSpacing.body,
  lineHeight: vars.lineHeight.body,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const entries = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const entry = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] });

export const entryBody = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const entryTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.base,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const issues = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const issue = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const issueType = style({ fontWeight: vars.fontWeight.medium });

export const details = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const photos = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const contents = style({
  ...plainList,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.base,
  fontWeight: vars.fontWeight.medium,
});

export const address = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text,
  fontSize: vars.fontSize.base,
  fontStyle: 'normal',
});

export const addressLine = style({ overflowWrap: 'anywhere' });
