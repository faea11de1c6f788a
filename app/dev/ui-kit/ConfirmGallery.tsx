'use client';

import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog/ConfirmDialogProvider';

export function ConfirmGallery() {
  const confirm = useConfirm();
  const [outcomes, setOutcomes] = useState<string[]>([]);
  const record = (label: string) => (outcome: string) => setOutcomes((all) => [...all, `${label}: ${outcome}`]);

  return (
    <section aria-labelledby="confirm-gallery">
      <h2 id="confirm-gallery">Confirm dialog</h2>
      <div className="button-row">
        <button type="button" className="button" onClick={() => confirm().then(record('default'))}>
          Ask with the defaults
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            confirm({
              title: 'Release this hold?',
              text: 'The props go back on the shelf for other productions.',
              confirmLabel: 'Release',
              altLabel: 'Extend a week',
            }).then(record('with alt'))
          }
        >
          Ask with a third choice
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            confirm({ title: 'First question' }).then(record('first'));
            confirm({ title: 'Second question' }).then(record('second'));
          }}
        >
          Ask twice at once
        </button>
      </div>
      <h3>Outcomes</h3>
      <ol aria-label="Outcomes">
        {outcomes.map((outcome, index) => (
          <li key={index}>{outcome}</li>
        ))}
      </ol>
    </section>
  );
}
