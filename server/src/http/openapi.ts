/**
 * The OpenAPI document is generated from the domain's zod schemas, the same ones clients parse answers
 * with. Request bodies and parameters are described by @hono/zod-openapi from the schemas that validate
 * them. Answer bodies are described by zod's own JSON Schema output of each entity, registered once as a
 * component: several entities read tolerantly with `.catch`, which zod-to-openapi cannot describe, and the
 * input side of a schema is exactly what a client's parse accepts.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ApiError,
  ApiToken,
  BulkResult,
  Capabilities,
  Claim,
  ClaimSession,
  Connection,
  Label,
  Macro,
  Message,
  NewApiToken,
  NotificationPreferences,
  ORDER_TOKEN_COOKIE,
  ORDER_TOKEN_HEADER,
  Order,
  Review,
  SavedView,
  StaffAssignee,
  StaffClaimDetail,
  StaffClaimFeed,
  StaffMe,
  StaffStoreSettings,
  Store,
  StoreLogo,
  TeamMember,
  UploadResponse,
  WhitelabelSettings,
} from '@orderprotection/domain';
import { STAFF_SESSION_COOKIE } from '../modules/people/auth';

const entities = new Map<string, z.ZodType>();

/** A body typed as the entity's parsed value and documented as a reference to its component. */
function entity<S extends z.ZodType>(name: string, schema: S) {
  entities.set(name, schema);
  return z
    .custom<z.output<S>>()
    .openapi({ type: 'object', allOf: [{ $ref: `#/components/schemas/${name}` }] });
}

export const OrderBody = entity('Order', Order);
export const ClaimBody = entity('Claim', Claim);
export const ClaimSessionBody = entity('ClaimSession', ClaimSession);
export const MessageBody = entity('Message', Message);
export const MessageListBody = z.array(MessageBody);
export const ReviewBody = entity('Review', Review);
export const ReviewListBody = z.array(ReviewBody);
export const StoreBody = entity('Store', Store);
export const WhitelabelSettingsBody = entity('WhitelabelSettings', WhitelabelSettings);
export const UploadResponseBody = entity('UploadResponse', UploadResponse);
export const ApiErrorBody = entity('ApiError', ApiError);
export const StaffMeBody = entity('StaffMe', StaffMe);
export const StaffClaimFeedBody = entity('StaffClaimFeed', StaffClaimFeed);
export const StaffClaimDetailBody = entity('StaffClaimDetail', StaffClaimDetail);
export const StaffStoreSettingsBody = entity('StaffStoreSettings', StaffStoreSettings);
export const StoreLogoBody = entity('StoreLogo', StoreLogo);
export const NotificationPreferencesBody = entity('NotificationPreferences', NotificationPreferences);
export const LabelBody = entity('Label', Label);
export const TeamMemberBody = entity('TeamMember', TeamMember);
export const ApiTokenBody = entity('ApiToken', ApiToken);
export const NewApiTokenBody = entity('NewApiToken', NewApiToken);
export const BulkResultBody = entity('BulkResult', BulkResult);
export const ConnectionBody = entity('Connection', Connection);
export const MacroBody = entity('Macro', Macro);
export const SavedViewBody = entity('SavedView', SavedView);
export const CapabilitiesBody = entity('Capabilities', Capabilities);
export const StaffAssigneeBody = entity('StaffAssignee', StaffAssignee);

type Registry = OpenAPIHono['openAPIRegistry'];

/** Staff calls need a person's session (POST staff/auth/sign-in/email sets its cookie). */
/** A staff call: a person's session cookie, or an integration's API token. */
export const staffSecurity: Record<string, string[]>[] = [{ staffSession: [] }, { apiToken: [] }];
/** A staff call only a person makes (who am I, making and revoking tokens). */
export const personSecurity: Record<string, string[]>[] = [{ staffSession: [] }];

/** Routes that need an order token accept it in the header or the cookie. */
export const orderProofSecurity: Record<string, string[]>[] = [{ orderToken: [] }, { orderCookie: [] }];

export function registerComponents(registry: Registry): void {
  registry.registerComponent('securitySchemes', 'orderToken', {
    type: 'apiKey',
    in: 'header',
    name: ORDER_TOKEN_HEADER,
    description: 'The token answered by GET order-lookup in this header.',
  });
  registry.registerComponent('securitySchemes', 'orderCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: ORDER_TOKEN_COOKIE,
    description: 'The HttpOnly cookie set by GET order-lookup.',
  });
  registry.registerComponent('securitySchemes', 'staffSession', {
    type: 'apiKey',
    in: 'cookie',
    name: STAFF_SESSION_COOKIE,
    description: 'The HttpOnly session cookie set by POST staff/auth/sign-in/email (path /api/staff).',
  });
  registry.registerComponent('securitySchemes', 'apiToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API token made on a store (POST staff/stores/{storeId}/api-tokens): `opk_…`.',
  });
  registry.registerComponent('securitySchemes', 'claimToken', {
    type: 'apiKey',
    in: 'query',
    name: 'claimId',
    description: "The claim token, for uploads attached to the claim's messages.",
  });
  for (const [name, schema] of entities) {
    const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'any',
    });
    // zod types its output as JSON Schema; OpenAPI 3.1 schema objects are JSON Schema, typed separately.
    registry.registerComponent('schemas', name, jsonSchema as Parameters<Registry['registerComponent']>[2]);
  }
}

const errorContent = { 'application/json': { schema: ApiErrorBody } };

/** The error answers a route documents, each with the shared error shape. */
export function errorResponses<const Codes extends readonly (keyof typeof errorDescriptions)[]>(
  ...codes: Codes
) {
  // Object.fromEntries forgets the keys; they are exactly `codes`.
  return Object.fromEntries(
    codes.map((code) => [code, { description: errorDescriptions[code], content: errorContent }]),
  ) as { [Code in Codes[number]]: { description: string; content: typeof errorContent } };
}

const errorDescriptions = {
  400: 'The request is malformed: the message says which field and why.',
  401: 'No proof of access, or it has expired: look up the order again (staff calls: sign in again).',
  403: 'The proof is for another order, or the person lacks the permission this needs.',
  404: 'Not found (also for a wrong claim token).',
  413: 'The body or file is larger than allowed.',
  415: 'The content type is not the one required.',
  409: 'Someone else changed it first: reload it and try again.',
  422: 'The request is well formed but breaks a rule (eligibility, quantities, resolution, files).',
  429: 'Too many failed lookups: wait for the Retry-After seconds.',
} as const;

/** How routes that need an order token say so. */
export const orderProofDescription = `Requires proof of an order lookup: the \`${ORDER_TOKEN_HEADER}\` header or the \`${ORDER_TOKEN_COOKIE}\` cookie, both set by GET order-lookup.`;
