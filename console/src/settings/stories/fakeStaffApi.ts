/**
 * The staff API's store-settings calls as stories need them: an in-memory store answering through
 * `window.fetch` (which the console's staff client looks up at each call), checking inputs with the same
 * domain schemas as the server and refusing in its error shape, so the pages show real field errors.
 */
import {
  type ApiToken,
  ApiTokenInput,
  BrandingInput,
  type Capabilities,
  CapabilitiesInput,
  ClaimPolicyInput,
  type Label,
  LabelInput,
  NotificationPreferences,
  ReplyToInput,
  type StaffMe,
  type StaffStoreSettings,
  TeamInvite,
  type TeamMember,
  TeamRoleInput,
  type WebhookDelivery,
  type WebhookEndpoint,
  WebhookEndpointInput,
} from '@orderprotection/domain';
import type { z } from 'zod';

export interface FakeStore {
  settings: StaffStoreSettings;
  capabilities: Capabilities;
  labels: Label[];
  team: TeamMember[];
  tokens: ApiToken[];
  webhooks: WebhookEndpoint[];
  /** Each endpoint's delivery log, newest first. */
  deliveries: Record<string, WebhookDelivery[]>;
  /** The signed-in person's own. */
  notifications: NotificationPreferences;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const refusal = (status: number, message: string, data?: unknown) =>
  json(status, {
    statusCode: status,
    statusMessage: status === 409 ? 'Conflict' : 'Bad Request',
    message,
    data,
  });

/** The input parsed by `schema`, or the server's 400 naming each refused field. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> | Response {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    code: issue.code,
  }));
  return refusal(400, issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '), { issues });
}

/** Answers `/api/staff/...` from `store` until the returned function puts the real fetch back. */
export function installFakeStaffApi(me: StaffMe, store: FakeStore): () => void {
  const realFetch = window.fetch;
  const base = `/api/staff/stores/${encodeURIComponent(store.settings.storeId)}`;
  let made = 0;

  const answer = (method: string, path: string, body: unknown): Response => {
    if (path === '/api/staff/me') return json(200, me);
    if (path === `${base}/settings`) return json(200, store.settings);
    if (path === `${base}/branding` && method === 'PUT') {
      const branding = parse(BrandingInput, body);
      if (branding instanceof Response) return branding;
      store.settings = { ...store.settings, branding };
      return json(200, store.settings);
    }
    if (path === `${base}/policy` && method === 'PUT') {
      const policy = parse(ClaimPolicyInput, body);
      if (policy instanceof Response) return policy;
      store.settings = { ...store.settings, policy };
      return json(200, store.settings);
    }
    if (path === `${base}/reply-to` && method === 'PUT') {
      const input = parse(ReplyToInput, body);
      if (input instanceof Response) return input;
      store.settings = { ...store.settings, replyTo: input.replyTo };
      return json(200, store.settings);
    }
    if (path === `${base}/notification-preferences` && method === 'PUT') {
      const input = parse(NotificationPreferences, body);
      if (input instanceof Response) return input;
      store.notifications = input;
      return json(200, store.notifications);
    }
    if (path === `${base}/notification-preferences`) return json(200, store.notifications);
    if (path === `${base}/capabilities` && method === 'PUT') {
      const capabilities = parse(CapabilitiesInput, body);
      if (capabilities instanceof Response) return capabilities;
      store.capabilities = capabilities;
      return json(200, capabilities);
    }
    if (path === `${base}/capabilities`) return json(200, store.capabilities);
    if (path === `${base}/labels` && method === 'POST') {
      const input = parse(LabelInput, body);
      if (input instanceof Response) return input;
      if (store.labels.some((label) => label.name.toLowerCase() === input.name.toLowerCase()))
        return refusal(409, `This store already has a label named ${input.name}.`);
      const label = {
        id: `label-${store.labels.length + 1}`,
        storeId: store.settings.storeId,
        name: input.name,
      };
      store.labels = [...store.labels, label].sort((a, b) => a.name.localeCompare(b.name));
      return json(201, label);
    }
    if (path === `${base}/labels`) return json(200, store.labels);
    const label = new RegExp(`^${base}/labels/([^/]+)$`).exec(path);
    if (label && method === 'DELETE') {
      store.labels = store.labels.filter((candidate) => candidate.id !== decodeURIComponent(label[1] ?? ''));
      return json(200, store.labels);
    }
    if (path === `${base}/team` && method === 'POST') {
      const invite = parse(TeamInvite, body);
      if (invite instanceof Response) return invite;
      store.team = [
        ...store.team,
        {
          id: `person-${store.team.length + 1}`,
          name: invite.name,
          email: invite.email,
          storeRole: invite.role,
          accountRoles: [],
          invitationPending: true,
          twoFactorEnabled: false,
        },
      ];
      return json(201, store.team);
    }
    if (path === `${base}/team`) return json(200, store.team);
    const member = new RegExp(`^${base}/team/([^/]+)$`).exec(path);
    if (member && method === 'PUT') {
      const input = parse(TeamRoleInput, body);
      if (input instanceof Response) return input;
      const id = decodeURIComponent(member[1] ?? '');
      store.team = store.team.map((person) =>
        person.id === id ? { ...person, storeRole: input.role } : person,
      );
      return json(200, store.team);
    }
    if (member && method === 'DELETE') {
      store.team = store.team.filter((person) => person.id !== decodeURIComponent(member[1] ?? ''));
      return json(200, store.team);
    }
    if (path === `${base}/api-tokens` && method === 'POST') {
      const input = parse(ApiTokenInput, body);
      if (input instanceof Response) return input;
      made += 1;
      const token: ApiToken = {
        id: `token-${made}`,
        name: input.name,
        secretPrefix: `op_story${made}`,
        scope: input.scope,
        permissions: input.permissions,
        createdBy: me.id,
        createdAt: '2026-03-02T10:00:00.000Z',
        lastUsedAt: null,
        revokedAt: null,
      };
      store.tokens = [token, ...store.tokens];
      return json(201, { token, secret: `op_story${made}_${'s'.repeat(32)}` });
    }
    if (path === `${base}/api-tokens`) return json(200, store.tokens);
    const token = new RegExp(`^${base}/api-tokens/([^/]+)$`).exec(path);
    if (token && method === 'DELETE') {
      const id = decodeURIComponent(token[1] ?? '');
      store.tokens = store.tokens.map((candidate) =>
        candidate.id === id ? { ...candidate, revokedAt: '2026-03-02T11:00:00.000Z' } : candidate,
      );
      return json(200, store.tokens);
    }
    if (path === `${base}/webhooks` && method === 'POST') {
      const input = parse(WebhookEndpointInput, body);
      if (input instanceof Response) return input;
      made += 1;
      const endpoint: WebhookEndpoint = {
        id: `endpoint-story${made}`,
        storeId: store.settings.storeId,
        url: input.url,
        events: input.events,
        createdAt: '2026-03-02T10:00:00.000Z',
        failingSince: null,
        disabledAt: null,
      };
      store.webhooks = [...store.webhooks, endpoint];
      return json(201, { endpoint, secret: `whsec_story${made}${'s'.repeat(32)}` });
    }
    if (path === `${base}/webhooks`) return json(200, store.webhooks);
    const webhook = new RegExp(`^${base}/webhooks/([^/]+)(/deliveries(?:/([^/]+)/redeliver)?)?$`).exec(path);
    if (webhook) {
      const endpointId = decodeURIComponent(webhook[1] ?? '');
      if (!store.webhooks.some((endpoint) => endpoint.id === endpointId))
        return refusal(404, 'Webhook endpoint not found.');
      if (webhook[2] === undefined && method === 'DELETE') {
        store.webhooks = store.webhooks.filter((endpoint) => endpoint.id !== endpointId);
        return new Response(null, { status: 204 });
      }
      if (webhook[3] !== undefined && method === 'POST') {
        // As the server does: a redelivery is queued, and it enables a disabled endpoint.
        const deliveryId = decodeURIComponent(webhook[3]);
        store.deliveries[endpointId] = (store.deliveries[endpointId] ?? []).map((delivery) =>
          delivery.id === deliveryId ? { ...delivery, status: 'pending' } : delivery,
        );
        store.webhooks = store.webhooks.map((endpoint) =>
          endpoint.id === endpointId ? { ...endpoint, failingSince: null, disabledAt: null } : endpoint,
        );
        return new Response(null, { status: 202 });
      }
      if (webhook[2] !== undefined) return json(200, store.deliveries[endpointId] ?? []);
    }
    return refusal(404, `No story answer for ${method} ${path}`);
  };

  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url, window.location.href);
    if (!url.pathname.startsWith('/api/staff/')) return realFetch(input, init);
    const text = await request.text();
    return answer(request.method, url.pathname, text === '' ? undefined : JSON.parse(text));
  };
  return () => {
    window.fetch = realFetch;
  };
}
