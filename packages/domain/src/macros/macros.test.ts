import { describe, expect, it } from 'vitest';
import { fillMacro, firstNameOf, MacroInput, movesWithoutInput, unknownPlaceholders } from './index';

describe('macros', () => {
  it('fills each placeholder from the claim, a fallback where the value is missing, and leaves unknown ones', () => {
    const body =
      'Hi {{first_name}}, about claim #{{ claim_number }} for order {{order_number}}: {{refund_eta}}. {{my_name}}, {{store_name}}';
    expect(
      fillMacro(body, {
        first_name: firstNameOf('  Donald  Knuth '),
        claim_number: '1042',
        order_number: '1008',
        my_name: 'Sam',
        store_name: 'Aurora Outfitters',
      }),
    ).toBe('Hi Donald, about claim #1042 for order 1008: {{refund_eta}}. Sam, Aurora Outfitters');
    expect(fillMacro(body, { first_name: firstNameOf('   '), my_name: ' ', store_name: null })).toBe(
      'Hi there, about claim # for order : {{refund_eta}}. the team, our store',
    );
    expect(fillMacro('{{FIRST_NAME}} {first_name}', { first_name: 'Ada' })).toBe(
      '{{FIRST_NAME}} {first_name}',
    );
    expect(unknownPlaceholders(body)).toEqual(['refund_eta']);
  });

  it('makes only moves that need nothing per claim, and checks the rest of the input', () => {
    expect(movesWithoutInput).toContain('requestInfoFromCustomer');
    for (const move of ['approve', 'deny', 'dismiss']) expect(movesWithoutInput).not.toContain(move);
    expect(MacroInput.parse({ name: ' Photo ', body: 'Send a photo' })).toEqual({
      name: 'Photo',
      body: 'Send a photo',
      internal: false,
      move: null,
      labelId: null,
    });
    const refused = MacroInput.safeParse({ name: '', body: 'x', move: 'approve' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Name the macro'],
      ['move', 'A macro can make only a move that needs no reason, and cannot approve'],
    ]);
  });
});
