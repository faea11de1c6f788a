import { describe, expect, it } from 'vitest';
import { cardCoverWords } from './card-words';

const words = { amount: '$412.00', requestType: 'Hold', processingPercent: 3 };

describe('issue 24 §8: the card authorisation says what its amount covers, and a house of SKUs shows no money', () => {
  it('names the amount and what it covers', () => {
    expect(cardCoverWords({ ...words, held: 2, showSkuNotPrice: false })).toBe(
      'We confirm props on hold once a card is authorised for $412.00: the rental of the 2 props on hold for your days, plus 3% processing.',
    );
    expect(cardCoverWords({ ...words, held: 1, showSkuNotPrice: false })).toContain('the rental of the prop on hold');
  });

  it('shows no money figure where the house shows SKUs instead of prices', () => {
    const said = cardCoverWords({ ...words, held: 2, showSkuNotPrice: true });
    expect(said).not.toMatch(/\$|\d+\.\d\d/);
    expect(said).toContain('we tell you the amount when we have priced your request');
  });
});
