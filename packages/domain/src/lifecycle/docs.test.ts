/** LIFECYCLE.md shows the moves table; this keeps the two from drifting apart. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { claimMoves, type MoveRule, moveNames } from './moves';

function actors(rule: MoveRule): string {
  const { op, brand, customer, system } = rule.by;
  return [op && `OP staff (${op})`, brand && `brand (${brand})`, customer && 'customer', system && 'system']
    .filter(Boolean)
    .join(', ');
}

function target(rule: MoveRule): string {
  return typeof rule.to === 'string' ? rule.to : `${rule.to.undecided}, or ${rule.to.approved} if approved`;
}

function effects(rule: MoveRule): string {
  const changes = [];
  if (rule.setsDecision !== undefined) changes.push(`decision := ${rule.setsDecision ?? 'null'}`);
  if (rule.carriesOut) changes.push('resolutionCarriedOut := true');
  return changes.join('; ') || '–';
}

function movesTable(): string[][] {
  const header = ['move', 'from', 'to', 'by (permission)', 'decision before', 'reason', 'also changes'];
  const rows = moveNames.map((name) => {
    const rule: MoveRule = claimMoves[name];
    return [
      name,
      rule.from.join(', '),
      target(rule),
      actors(rule),
      rule.whenDecision?.map((decision) => decision ?? 'none').join(' or ') ?? 'any',
      rule.reasonRequired ? 'required' : 'optional',
      effects(rule),
    ];
  });
  return [header, ...rows];
}

function cells(line: string): string[] {
  return line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}

// The formatter pads the columns, so the table is compared cell by cell.
function tableStartingWith(markdown: string, firstHeader: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|') && cells(line)[0] === firstHeader);
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines
    .slice(start, end)
    .map(cells)
    .filter((row) => !row.every((cell) => /^-+$/.test(cell)));
}

describe('LIFECYCLE.md', () => {
  it('shows the moves table as the code has it', () => {
    const doc = readFileSync(new URL('./LIFECYCLE.md', import.meta.url), 'utf8');
    expect(tableStartingWith(doc, 'move')).toEqual(movesTable());
  });
});
