#!/usr/bin/env node
/**
 * `npm start`. The portal and its API server are not built yet (they are the next pieces of work), so
 * this says so plainly instead of pretending to start something.
 */
console.error(`The claims portal cannot start yet: it is not built.

What exists today:
  packages/domain     @orderprotection/domain     schemas, rules, permissions, formatting
  packages/countries  @orderprotection/countries  countries, currencies, provinces, address formats

Not there yet:
  server/             the API server on an embedded database with demo data
  portal/             the customer portal served on http://localhost:3000
  packages/ui         the design system and its Storybook

Run "npm test" to check what exists.`);
process.exit(1);
