/** Process: how a claim goes, from the lookup to the decision, so the shopper knows what to expect. */
import { Card, Heading, Text } from '@orderprotection/ui';
import { pageIntro } from '../../app/layout.css';
import { ButtonLink } from '../../app/links';
import { PageHeading } from '../../app/navigationFocus';
import { actions, plainList, stack, tightStack } from '../page.css';

export const processCopy = {
  title: 'How your claim works',
  subtitle: 'Filing a claim takes a few minutes. Here is what happens, step by step.',
  steps: [
    {
      title: 'Tell us what went wrong',
      body: 'Choose whether your order never arrived or arrived with problems, then pick the shipments or items concerned.',
    },
    {
      title: 'Add the details',
      body: 'Describe each issue in a sentence or two and add photos if you have them: they speed up the decision.',
    },
    {
      title: 'Choose a resolution',
      body: 'Ask for a reshipment, a refund, or store credit where the store offers it.',
    },
    {
      title: 'Confirm and sign',
      body: 'Check your shipping address, sign, and submit. You get a confirmation with a link to your claim.',
    },
    {
      title: 'We review your claim',
      body: 'The store reviews it and may message you with a question. You can follow it, reply and add photos from your claim link at any time.',
    },
  ],
  start: 'Start my claim',
} as const;

export function ProcessPage() {
  return (
    <div className={stack}>
      <div>
        <PageHeading>{processCopy.title}</PageHeading>
        <p className={pageIntro}>{processCopy.subtitle}</p>
      </div>
      <ol className={plainList}>
        {processCopy.steps.map((step, index) => (
          <Card as="li" key={step.title} className={tightStack}>
            <Heading level={2} size="h5">{`${index + 1}. ${step.title}`}</Heading>
            <Text>{step.body}</Text>
          </Card>
        ))}
      </ol>
      <div className={actions}>
        <ButtonLink to="/issues">{processCopy.start}</ButtonLink>
      </div>
    </div>
  );
}
