/**
 * Pictures of the sample data: inline SVG, so the demo and the stories need no network and their
 * screenshots never change.
 */
function svgDataUrl(viewBox: string, body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const product = (body: string) => svgDataUrl('0 0 64 64', body);

export const productImages = {
  mug: product(
    '<rect width="64" height="64" fill="#efe7dc"/><rect x="16" y="18" width="26" height="30" rx="4" fill="#7a9e7e"/><path d="M42 24h4a6 6 0 0 1 0 12h-4" fill="none" stroke="#7a9e7e" stroke-width="4"/>',
  ),
  tee: product(
    '<rect width="64" height="64" fill="#e3e8f0"/><path d="M22 14l-12 8 5 9 6-3v22h22V28l6 3 5-9-12-8c-2 4-5 6-10 6s-8-2-10-6z" fill="#27405f"/>',
  ),
  coldBrew: product(
    '<rect width="64" height="64" fill="#f4ecd8"/><rect x="23" y="12" width="18" height="8" rx="2" fill="#3b2a20"/><rect x="19" y="20" width="26" height="34" rx="5" fill="#6b4a35"/><rect x="23" y="30" width="18" height="12" fill="#f4ecd8"/>',
  ),
  headphones: product(
    '<rect width="64" height="64" fill="#e8e4f2"/><path d="M14 40V32a18 18 0 0 1 36 0v8" fill="none" stroke="#3d3557" stroke-width="4"/><rect x="10" y="36" width="10" height="16" rx="3" fill="#3d3557"/><rect x="44" y="36" width="10" height="16" rx="3" fill="#3d3557"/>',
  ),
  glass: product(
    '<rect width="64" height="64" fill="#e6f0f3"/><path d="M20 12h24l-4 40H24z" fill="#9cc3cf"/><path d="M22 24h20" stroke="#e6f0f3" stroke-width="2"/>',
  ),
  lamp: product(
    '<rect width="64" height="64" fill="#f6efe1"/><path d="M22 12h20l8 20H14z" fill="#d8a243"/><rect x="30" y="32" width="4" height="18" fill="#5b4a2f"/><rect x="20" y="50" width="24" height="4" rx="2" fill="#5b4a2f"/>',
  ),
  blanket: product(
    '<rect width="64" height="64" fill="#ece6f1"/><rect x="12" y="16" width="40" height="32" rx="4" fill="#8b6fae"/><path d="M12 26h40M12 38h40" stroke="#ece6f1" stroke-width="3"/>',
  ),
} as const;

const photo = (body: string) => svgDataUrl('0 0 160 120', body);

/** Photos a shopper sent with a claim. */
export const claimPhotos = {
  dentedBox: photo(
    '<rect width="160" height="120" fill="#d9cbb3"/><path d="M30 30h100v70H30z" fill="#b8925f"/><path d="M30 30l20 18 30-10 20 16 30-24" fill="none" stroke="#6d5330" stroke-width="4"/>',
  ),
  crushedCorner: photo(
    '<rect width="160" height="120" fill="#e4e1da"/><path d="M40 20h90v80H40z" fill="#c09a66"/><path d="M110 20l20 24-26 6z" fill="#7a5c35"/>',
  ),
} as const;
