import { formatCents } from '@/lib/house/money';
import { tenant } from '@/lib/tenant';

/**
 * What staff noted when a line came back (issue 13 §6, issue 26 §4), for staff: the condition note,
 * the units that did not come back and those back damaged, with their repair amount, and how many are
 * still in repair (decision 144). Nothing when the line came back whole and without a note.
 */
export function ReturnCondition({
  conditionNote,
  missingUnits,
  damagedUnits = 0,
  repairCents = 0,
  inRepair = 0,
  quantity,
  className,
}: {
  conditionNote: string;
  missingUnits: number;
  damagedUnits?: number;
  repairCents?: number;
  /** Of the damaged units, those not marked repaired yet (decision 144): off the shelf until they are. */
  inRepair?: number;
  quantity: number;
  className?: string;
}) {
  if (!conditionNote && missingUnits === 0 && damagedUnits === 0) return null;
  const facts = [
    conditionNote ? <>Condition at return: {conditionNote}</> : null,
    missingUnits > 0 ? (
      <strong>
        {missingUnits} of {quantity} missing
      </strong>
    ) : null,
    damagedUnits > 0 ? (
      <strong>
        {damagedUnits} of {quantity} damaged{repairCents > 0 ? `, repair ${formatCents(repairCents, tenant)}` : ''}
      </strong>
    ) : null,
    inRepair > 0 ? <strong>{inRepair} in repair, not free to rent until marked repaired</strong> : null,
  ].filter((fact) => fact !== null);
  return (
    <p className={className}>
      {facts.map((fact, index) => (
        <span key={index}>
          {index > 0 && ' · '}
          {fact}
        </span>
      ))}
    </p>
  );
}
