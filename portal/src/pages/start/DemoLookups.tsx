import { Button, Callout } from '@orderprotection/ui';
import { useEffect, useState } from 'react';
import type { SampleLookup } from '../../fake/sampleData';
import { plainList } from '../page.css';

const copy = {
  title: 'Demo mode: sample orders',
  intro: 'Nothing is sent anywhere. Pick an order to fill in the form, then find it.',
  use: (lookup: SampleLookup) => `Order ${lookup.orderNumber}, ${lookup.email}: ${lookup.shows}`,
};

/** With `?fake`: the sample orders, each a button that fills in the lookup form. */
export function DemoLookups({ onChoose }: { onChoose: (lookup: SampleLookup) => void }) {
  const [lookups, setLookups] = useState<readonly SampleLookup[]>([]);
  useEffect(() => {
    let current = true;
    // The sample data is only part of the demo: it is fetched when the demo shows it.
    void import('../../fake/sampleData').then(({ sampleLookups }) => {
      if (current) setLookups(sampleLookups);
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <Callout tone="info" title={copy.title}>
      <p>{copy.intro}</p>
      <ul className={plainList}>
        {lookups.map((lookup) => (
          <li key={lookup.orderNumber}>
            <Button variant="ghost" size="sm" onClick={() => onChoose(lookup)}>
              {copy.use(lookup)}
            </Button>
          </li>
        ))}
      </ul>
    </Callout>
  );
}
