// The composer's check of a message, the domain's `MessageInput` schema, loaded when the composer is first
// focused (or at the first send): a page that shows a thread paints without zod.
export { MessageInput } from '@orderprotection/domain';
