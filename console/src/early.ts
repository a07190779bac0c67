/**
 * Inlined in the console's HTML as a classic script (vite.config.ts), so it runs before any module loads:
 * starts the page's first calls (app/earlyCalls.ts).
 */
import { startEarlyCalls } from './app/earlyCalls';

startEarlyCalls(location, (input, init) => fetch(input, init));
