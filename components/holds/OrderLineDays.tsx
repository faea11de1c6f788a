import { orderLineWords } from '@/lib/holds/order-line-words';

/** An order's line on the customer's page: its real days out and back, and what came back short (issue 26 §2). */
export function OrderLineDays({ line, locale, className }: { line: Parameters<typeof orderLineWords>[0]; locale: string; className?: string }) {
  const words = orderLineWords(line, locale);
  return words ? <p className={className}>{words}</p> : null;
}
