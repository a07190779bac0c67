/** The words of the OTA offer (spec section 2): the dialog's, and the same offer shown without a script. */
export const oneTimeAppeasementCopy = {
  title: 'A one-time courtesy',
  offer: (storeName: string) =>
    `This order wasn't covered by package protection, but ${storeName} is making a one-time exception: you can file one claim for it, as if it were protected.`,
  terms:
    'The exception is for this order only and can be used once. To have future orders covered, add package protection at checkout.',
  accept: 'Accept and continue',
  cancel: 'Not now',
} as const;
