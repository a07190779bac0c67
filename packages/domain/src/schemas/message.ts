import { z } from 'zod';
import { LIMITS } from './limits';
import { Media, MediaInput } from './media';
import { inputString, inputText, isoDateTime, readId, readText } from './primitives';

export const SenderType = z.enum(['customer', 'brand', 'staff', 'system']);
export type SenderType = z.infer<typeof SenderType>;

export const Message = z.looseObject({
  id: readId,
  claimId: z.string(),
  messageContent: z.string(),
  senderId: readText,
  senderName: readText,
  senderType: z.union([SenderType, z.string()]),
  storeId: readId.nullish(),
  medias: z.array(Media).default([]),
  createdAt: isoDateTime,
});
export type Message = z.infer<typeof Message>;

/**
 * Body of POST claims/{id}/messages (spec section 7). The sender fields are accepted for compatibility
 * but a message posted with a claim token is always stored as the customer's.
 */
export const MessageInput = z
  .strictObject({
    claimId: inputString().trim().max(100).optional(),
    messageContent: inputText(LIMITS.message).default(''),
    medias: z.array(MediaInput).max(LIMITS.mediaPerMessage).default([]),
    senderId: inputText(100).optional(),
    senderName: inputText(100).optional(),
    senderType: SenderType.optional(),
    storeId: inputText(100).optional(),
  })
  .refine((message) => message.messageContent.length > 0 || message.medias.length > 0, {
    message: 'Write a message or attach a file',
    path: ['messageContent'],
  });
export type MessageInput = z.infer<typeof MessageInput>;

export const Review = z.looseObject({
  id: readId,
  claimId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().default(''),
  createdAt: isoDateTime,
});
export type Review = z.infer<typeof Review>;

export const ReviewInput = z.strictObject({
  rating: z
    .number()
    .int('Choose a whole number of stars')
    .min(1, 'Choose 1 to 5 stars')
    .max(5, 'Choose 1 to 5 stars'),
  comment: inputText(LIMITS.details).default(''),
});
export type ReviewInput = z.infer<typeof ReviewInput>;
