import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  type Claim,
  ClaimSubmission,
  IDEMPOTENCY_KEY_HEADER,
  inputString,
  MESSAGE_PAGE_MAX,
  MESSAGE_PAGE_SIZE,
  type Message,
  MessageInput,
  OLDER_MESSAGES_HEADER,
  type Review,
  ReviewInput,
} from '@orderprotection/domain';
import type { Context } from 'hono';
import { AppError } from '../../modules/app-error';
import { claimByLinkToken, listMessagePage, listReviews, loadClaim } from '../../modules/claims/claims';
import {
  claimForCustomer,
  customerView,
  findClaimRowByLinkToken,
  messageForCustomer,
  reviewForCustomer,
} from '../../modules/claims/links';
import { addReview, postCustomerMessage } from '../../modules/claims/messages';
import { submitClaim } from '../../modules/claims/submit';
import { withinClaimWriteLimits } from '../../modules/claims/write-limits';
import { emailKey } from '../../modules/orders/orders';
import type { AppEnv, Services } from '../env';
import {
  ClaimBody,
  errorResponses,
  MessageBody,
  MessageListBody,
  orderProofDescription,
  orderProofSecurity,
  ReviewBody,
  ReviewListBody,
} from '../openapi';
import { clientAddress, mediaLinks } from '../request-origin';
import { foundClaim, requireClaimProof, requireOrderProof } from './proof';

const claimToken = inputString().max(200).openapi({
  description: 'The claim token of the /view/{token} link, which customer answers give as the claim id.',
});

const claimTokenDescription =
  'The claim id in the path is the claim token and the only proof needed; an unknown id answers 404, as a wrong one does.';

const writeLimitDescription =
  'The shopper\'s messages and reviews are limited per claim and per client (an IPv6 client is its /64) in a window (server/README.md, "Limits on messages and reviews"); past a limit the answer is 429 with Retry-After, and nothing is written.';

const claimTokenParams = z.object({ id: claimToken });

const getClaim = createRoute({
  method: 'get',
  path: '/claims/{id}',
  tags: ['Claims'],
  summary: 'Fetch a claim',
  description: `${claimTokenDescription} \`claimMessages\` holds the latest ${MESSAGE_PAGE_SIZE} messages, oldest first; when there are older ones, \`olderMessagesCursor\` is the \`before\` of GET claims/{id}/messages for the page before them.`,
  request: { params: claimTokenParams },
  responses: {
    200: { description: 'The claim.', content: { 'application/json': { schema: ClaimBody } } },
    ...errorResponses(400, 404),
  },
});

const idempotencyKey = ClaimSubmission.shape.idempotencyKey;

// The spec names this path claims/{sourceOrderId}; OpenAPI forbids two templates that differ only in the
// parameter's name, so the document calls it {id} like the claim's GET, and says what it holds.
const submit = createRoute({
  method: 'post',
  path: '/claims/{id}',
  tags: ['Claims'],
  summary: 'Submit a claim',
  description: `${orderProofDescription} Everything is checked again at submission: protection, each shipment's eligibility now, quantities left, the resolution the store offers and the attached files. A retried submission (the same \`${IDEMPOTENCY_KEY_HEADER}\` header or \`idempotencyKey\` field, or the same content) answers the first claim with 200 instead of filing another.`,
  security: orderProofSecurity,
  request: {
    params: z.object({
      id: inputString().max(100).openapi({
        description: "sourceOrderId: the order's platform orderId (its systemOrderId is accepted too).",
      }),
    }),
    headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    body: { required: true, content: { 'application/json': { schema: ClaimSubmission } } },
  },
  responses: {
    201: { description: 'The claim, filed now.', content: { 'application/json': { schema: ClaimBody } } },
    200: {
      description: 'The claim filed by an earlier identical submission.',
      content: { 'application/json': { schema: ClaimBody } },
    },
    ...errorResponses(400, 401, 403, 413, 415, 422),
  },
});

const getMessages = createRoute({
  method: 'get',
  path: '/claims/{id}/messages',
  tags: ['Claims'],
  summary: "List a claim's messages",
  description: `${claimTokenDescription} One page: the latest \`limit\` messages (${MESSAGE_PAGE_SIZE} unless given, at most ${MESSAGE_PAGE_MAX}) before the message \`before\` names, or the latest of all without it. The \`${OLDER_MESSAGES_HEADER}\` header of the answer is the \`before\` of the next, older page, and is absent on the oldest page.`,
  request: {
    params: z.object({ id: claimToken }),
    query: z.object({
      claimId: inputString().max(200).optional(),
      before: inputString()
        .max(200)
        .optional()
        .openapi({
          description: `A cursor: the \`${OLDER_MESSAGES_HEADER}\` header of the previous page, or the claim's \`olderMessagesCursor\`.`,
        }),
      limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_SIZE).openapi({
        description: 'Messages on the page.',
      }),
    }),
  },
  responses: {
    200: {
      description: 'The page of messages, oldest first.',
      headers: z.object({ [OLDER_MESSAGES_HEADER]: z.string().optional() }),
      content: { 'application/json': { schema: MessageListBody } },
    },
    ...errorResponses(400, 404),
  },
});

const postMessage = createRoute({
  method: 'post',
  path: '/claims/{id}/messages',
  tags: ['Claims'],
  summary: 'Send a message on a claim',
  description: `${claimTokenDescription} ${writeLimitDescription} The message is stored as the customer's (senderType "customer", under the name on the claim) whatever sender fields the body holds, and markup is removed from its text. Files are attached by the \`fileName\` their upload answered (as \`fileKey\`), uploaded with this claim's token.`,
  request: {
    params: z.object({ id: claimToken }),
    query: z.object({ storeId: inputString().max(100).optional() }),
    body: { required: true, content: { 'application/json': { schema: MessageInput } } },
  },
  responses: {
    201: { description: 'The message as stored.', content: { 'application/json': { schema: MessageBody } } },
    ...errorResponses(400, 404, 413, 415, 422, 429),
  },
});

const getReviews = createRoute({
  method: 'get',
  path: '/claims/{id}/reviews',
  tags: ['Claims'],
  summary: "List a claim's reviews",
  description: claimTokenDescription,
  request: { params: z.object({ id: claimToken }) },
  responses: {
    200: {
      description: 'The reviews, oldest first.',
      content: { 'application/json': { schema: ReviewListBody } },
    },
    ...errorResponses(400, 404),
  },
});

const postReview = createRoute({
  method: 'post',
  path: '/claims/{id}/reviews',
  tags: ['Claims'],
  summary: 'Review how a claim was handled',
  description: `${claimTokenDescription} A claim has one review: posting again changes its rating and comment, and answers 200. ${writeLimitDescription}`,
  request: {
    params: z.object({ id: claimToken }),
    body: { required: true, content: { 'application/json': { schema: ReviewInput } } },
  },
  responses: {
    201: { description: 'The review as stored.', content: { 'application/json': { schema: ReviewBody } } },
    200: {
      description: "The claim's review, changed to this one.",
      content: { 'application/json': { schema: ReviewBody } },
    },
    ...errorResponses(400, 404, 413, 415, 429),
  },
});

/**
 * The claim of a link token as GET claims/{id} answers it to the holder of its link, read in one
 * statement: its latest messages, its media linked on the request's public origin. Null when no claim
 * has the token. The portal's server-rendered claim pages show this same answer.
 */
async function customerClaim(c: Context<AppEnv>, services: Services, token: string): Promise<Claim | null> {
  return claimByLinkToken(services.db, token, await mediaLinks(c, services), {
    latestMessages: MESSAGE_PAGE_SIZE,
  });
}

/** The claim of a `/view/{token}` or `/print/{token}` link as GET claims/{token} answers it; null when none has it. */
export async function customerClaimByToken(
  c: Context<AppEnv>,
  services: Services,
  token: string,
): Promise<Claim | null> {
  // The route's own check of the token: what it would refuse with a 400 finds no claim here.
  if (!claimToken.safeParse(token).success) return null;
  const claim = await customerClaim(c, services, token);
  return claim === null ? null : claimForCustomer(customerView(services.signer), claim);
}

/** `write`, within the claim's write limits for the request's client. */
function withinWriteLimits<T>(
  c: Context<AppEnv>,
  services: Services,
  claimId: string,
  now: Date,
  write: () => Promise<T>,
): Promise<T> {
  return withinClaimWriteLimits(
    services.db,
    { claimId, client: clientAddress(c, services) },
    services.config.claimWriteLimits,
    now,
    write,
  );
}

/**
 * The shopper's message on the claim of a link token, within the claim's write limits: POST
 * claims/{id}/messages, and the claim page's message form sent before its script ran (http/portal-forms.ts).
 */
export async function sendCustomerMessage(
  c: Context<AppEnv>,
  services: Services,
  token: string,
  input: MessageInput,
): Promise<Message> {
  const claim = await requireClaimProof(c, services, token);
  const links = await mediaLinks(c, services);
  const now = services.now();
  return withinWriteLimits(c, services, claim.id, now, () =>
    postCustomerMessage(services.db, claim, input, { now, links }),
  );
}

/**
 * The reviews of the claim of a `/view/{token}/review` link as GET claims/{token}/reviews answers them; null
 * when no claim has the token. The portal's server-rendered review page shows this same answer.
 */
export async function customerReviewsByToken(services: Services, token: string): Promise<Review[] | null> {
  if (!claimToken.safeParse(token).success) return null;
  const claim = await findClaimRowByLinkToken(services.db, token);
  if (claim === null) return null;
  const view = customerView(services.signer);
  return (await listReviews(services.db, claim.id)).map((review) => reviewForCustomer(view, review));
}

/**
 * The shopper's review of the claim of a link token, within the claim's write limits: one per claim, which
 * a second one changes (`created` false). POST claims/{id}/reviews, and the review page's form sent before
 * its script ran (http/portal-forms.ts).
 */
export async function sendCustomerReview(
  c: Context<AppEnv>,
  services: Services,
  token: string,
  input: ReviewInput,
): Promise<{ review: Review; created: boolean }> {
  const claim = await requireClaimProof(c, services, token);
  const now = services.now();
  return withinWriteLimits(c, services, claim.id, now, () => addReview(services.db, claim, input, now));
}

export function registerClaimRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  const view = customerView(services.signer);

  api.openapi(getClaim, async (c) => {
    const claim = foundClaim(await customerClaim(c, services, c.req.valid('param').id));
    return c.json(claimForCustomer(view, claim), 200);
  });

  api.openapi(submit, async (c) => {
    const submission = c.req.valid('json');
    const order = await requireOrderProof(c, services, c.req.valid('param').id);
    if (emailKey(submission.email) !== emailKey(order.customerEmail)) {
      throw new AppError('unprocessable', "email: This is not the order's email address.");
    }
    const fromHeader = c.req.valid('header')[IDEMPOTENCY_KEY_HEADER];
    if (
      fromHeader !== undefined &&
      submission.idempotencyKey !== undefined &&
      fromHeader !== submission.idempotencyKey
    ) {
      throw new AppError(
        'invalid_input',
        `idempotencyKey: Differs from the ${IDEMPOTENCY_KEY_HEADER} header`,
      );
    }
    const result = await submitClaim(services.db, services.storage, services.signer, {
      orderId: order.id,
      submission,
      idempotencyKey: fromHeader ?? submission.idempotencyKey ?? null,
      now: services.now(),
      maxFilesPerClaim: services.config.uploads.maxFilesPerClaim,
    });
    const claim = await loadClaim(services.db, result.claimId, await mediaLinks(c, services));
    if (claim === null) throw new Error(`Claim ${result.created ? 'just filed' : 'found'} cannot be read`);
    c.var.log.info(result.created ? 'claim filed' : 'claim submission retried', {
      claimNumber: claim.claimNumber,
      storeId: claim.storeId,
    });
    const answer = claimForCustomer(view, claim);
    return result.created ? c.json(answer, 201) : c.json(answer, 200);
  });

  api.openapi(getMessages, async (c) => {
    const { id } = c.req.valid('param');
    const { claimId, before, limit } = c.req.valid('query');
    if (claimId !== undefined && claimId !== id) {
      throw new AppError('invalid_input', 'claimId: Must be the claim in the path');
    }
    const claim = await requireClaimProof(c, services, id);
    const page = await listMessagePage(services.db, claim.id, await mediaLinks(c, services), {
      limit,
      ...(before === undefined ? {} : { before }),
    });
    if (page.olderCursor !== null) c.header(OLDER_MESSAGES_HEADER, page.olderCursor);
    return c.json(
      page.messages.map((message) => messageForCustomer(view, message)),
      200,
    );
  });

  api.openapi(postMessage, async (c) => {
    const input = c.req.valid('json');
    const { id } = c.req.valid('param');
    if (input.claimId !== undefined && input.claimId !== id) {
      throw new AppError('invalid_input', 'claimId: Must be the claim in the path');
    }
    const message = await sendCustomerMessage(c, services, id, input);
    return c.json(messageForCustomer(view, message), 201);
  });

  api.openapi(getReviews, async (c) => {
    const claim = await requireClaimProof(c, services, c.req.valid('param').id);
    const reviews = await listReviews(services.db, claim.id);
    return c.json(
      reviews.map((review) => reviewForCustomer(view, review)),
      200,
    );
  });

  api.openapi(postReview, async (c) => {
    const { review, created } = await sendCustomerReview(
      c,
      services,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    const answer = reviewForCustomer(view, review);
    return created ? c.json(answer, 201) : c.json(answer, 200);
  });
}
