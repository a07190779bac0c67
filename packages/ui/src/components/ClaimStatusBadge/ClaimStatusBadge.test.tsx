import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from '../Badge/Badge';
import { ClaimStatusBadge } from './ClaimStatusBadge';

describe('ClaimStatusBadge markup', () => {
  it('is the Badge of its tone with its label, passing other attributes through', () => {
    expect(renderToStaticMarkup(<ClaimStatusBadge status="WAITING_FOR_OP" id="status" />)).toBe(
      renderToStaticMarkup(
        <Badge tone="warning" id="status">
          Waiting for OP
        </Badge>,
      ),
    );
  });
});
