import type { CreditTransaction } from '@barteraid/events/contracts/credits';

/** Credits earned and spent in the current calendar month, in the member's time zone. */
export function monthTotals(transactions: CreditTransaction[], now = new Date()) {
  let earned = 0;
  let spent = 0;
  for (const entry of transactions) {
    const at = new Date(entry.createdAt);
    if (at.getFullYear() !== now.getFullYear() || at.getMonth() !== now.getMonth()) continue;
    const amount = Math.abs(Number.parseFloat(entry.amount) || 0);
    if (entry.type === 'earned') earned += amount;
    else if (entry.type === 'spent') spent += amount;
  }
  return { earned, spent };
}
