// Loaded when the shopper submits the lookup (StartPage), apart from the page's first load.
export { nextStepAfterLookup } from '@orderprotection/domain';
