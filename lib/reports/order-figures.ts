/**
 * The report's "Orders" figure (issue 36 §3, decision 144): the orders, one a request however many of
 * its lines were confirmed, not the lines (2 orders of 8 lines are "Orders 2", "Lines 8"), and their
 * units. Pure, over the rows `ordersInRange` answers.
 */
export function orderFigures(rows: readonly { requestId: string; quantity: number }[]): { orders: number; lines: number; units: number } {
  return {
    orders: new Set(rows.map((row) => row.requestId)).size,
    lines: rows.length,
    units: rows.reduce((total, row) => total + row.quantity, 0),
  };
}
