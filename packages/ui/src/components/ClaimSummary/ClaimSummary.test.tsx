import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClaimSummary, issueTypeLabel, resolutionLabel } from './ClaimSummary';

describe('labels', () => {
  it('reads issue types and resolutions through the domain labels, unknown ones in title case', () => {
    expect(issueTypeLabel('DEFECTIVE_ITEM')).toBe('Defective');
    expect(issueTypeLabel('LEFT_IN_THE_RAIN')).toBe('Left In The Rain');
    expect(resolutionLabel('RESHIP')).toBe('Reshipment');
    expect(resolutionLabel('STORE_CREDIT')).toBe('Store Credit');
    expect(resolutionLabel('mixed')).toBe('Mixed');
  });
});

describe('ClaimSummary markup', () => {
  it('shows only the sections it is given data for, with the spec headings', () => {
    const html = renderToStaticMarkup(<ClaimSummary resolution="REFUND" />);
    expect(html).toMatch(/<h2 [^>]*>Preferred Resolution for Issues<\/h2>/);
    expect(html).toContain('>Refund<');
    expect(html).not.toContain('My Claim');
    expect(html).not.toContain('Confirm Shipping Address');
  });

  it('labels each section by its heading', () => {
    const html = renderToStaticMarkup(
      <ClaimSummary entries={[]} headingLevel={3} headings={{ claim: 'Item Issues' }} />,
    );
    const headingId = html.match(/<h3 id="([^"]+)"[^>]*>Item Issues<\/h3>/)?.[1];
    expect(html).toContain(`<section aria-labelledby="${headingId}"`);
  });

  it('counts units and photos, and leaves out a zero photo count', () => {
    const html = renderToStaticMarkup(
      <ClaimSummary
        entries={[
          {
            id: 'e1',
            title: 'Mug',
            issues: [
              { id: 'i1', type: 'DAMAGED', quantity: 2, photoCount: 3 },
              { id: 'i2', type: 'MISSING_ITEM', quantity: 1, photoCount: 0 },
            ],
          },
        ]}
      />,
    );
    expect(html).toContain('Damaged</span> · 2 items');
    expect(html).toContain('>3 photos<');
    expect(html).toContain('Missing</span> · 1 item');
    expect(html).not.toContain('No photos');
  });

  it('puts the address action beside the heading and the footer under the address', () => {
    const html = renderToStaticMarkup(
      <ClaimSummary
        address={{ firstName: 'Jo', address1: '1 Main St', city: 'Austin', countryCode: 'US' }}
        addressAction={<button type="button">Edit</button>}
        addressFooter={<p>confirm</p>}
      />,
    );
    expect(html).toMatch(/Confirm Shipping Address<\/h2><button type="button">Edit<\/button><\/div><address/);
    expect(html).toMatch(/<\/address><p>confirm<\/p><\/section>/);
  });
});
