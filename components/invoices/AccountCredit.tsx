import { houseClockOf, houseDayWords } from '@/lib/house/time-words';
import type { CreditEntry } from '@/lib/invoices/account-credit';
import { formatCents } from '@/lib/house/money';
import { tenant } from '@/lib/tenant';

const money = (cents: number) => formatCents(cents, tenant);

function entryWords(entry: CreditEntry): string {
  if (entry.kind === 'creditNote') return `+${money(entry.amountCents)} from credit note ${entry.number ?? ''}`.trim();
  if (entry.kind === 'applied') return `−${money(-entry.amountCents)} paid on invoice ${entry.number ?? ''}`.trim();
  return `−${money(-entry.amountCents)} refunded by ${entry.method}${entry.reference ? ` (${entry.reference})` : ''}`;
}

/**
 * "Credit on account" (issue 36 §4.5, decision 149): what was paid on invoices later cancelled by a
 * credit note, less what paid later invoices or was refunded. Shown on the customer's staff page and
 * on their own Holds page; nothing at all while there has never been any.
 */
export function AccountCredit({
  balanceCents,
  entries,
  headingLevel = 2,
  children,
}: {
  balanceCents: number;
  entries: CreditEntry[];
  headingLevel?: 2 | 3;
  children?: React.ReactNode;
}) {
  if (entries.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="account-credit-heading">
      <Heading id="account-credit-heading">Credit on account</Heading>
      <p>
        <strong>{money(balanceCents)}</strong>
        {balanceCents > 0 ? ', to be used on the next invoice or paid back.' : '.'}
      </p>
      <ul aria-label="Credit on account, entry by entry">
        {entries.map((entry) => (
          <li key={entry.id}>
            {houseDayWords(entry.at, houseClockOf(tenant))}: {entryWords(entry)}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
