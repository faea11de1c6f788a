/**
 * What staff noted when a line came back (issue 13 §6), for staff: the condition note and the units
 * that did not come back. Nothing when the line came back whole and without a note.
 */
export function ReturnCondition({
  conditionNote,
  missingUnits,
  quantity,
  className,
}: {
  conditionNote: string;
  missingUnits: number;
  quantity: number;
  className?: string;
}) {
  if (!conditionNote && missingUnits === 0) return null;
  return (
    <p className={className}>
      {conditionNote && <>Condition at return: {conditionNote}</>}
      {conditionNote && missingUnits > 0 && ' · '}
      {missingUnits > 0 && (
        <strong>
          {missingUnits} of {quantity} missing
        </strong>
      )}
    </p>
  );
}
