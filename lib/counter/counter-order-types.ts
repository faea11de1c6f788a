import type { Photo } from '@/lib/db/schema';

/** An order with something to go out or come back, as the counter lists it to choose from. */
export type CounterOrderSummary = {
  number: string;
  customer: string;
  production: string;
  pickUpOn: string;
  returnOn: string;
  /** Units confirmed, to go out; units out, to come back. */
  toGo: number;
  out: number;
};

export type CounterOrderLine = {
  id: string;
  itemId: string;
  title: string;
  sku: string;
  quantity: number;
  state: 'confirmed' | 'out';
  location: string;
  pulled: boolean;
  thumbnail: string | null;
  hasReplacementValue: boolean;
  conditionPhotos: Photo[];
};

export type CounterOrder = Omit<CounterOrderSummary, 'toGo' | 'out'> & { requestId: string; lines: CounterOrderLine[] };
