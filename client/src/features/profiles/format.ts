/** "March 2026". */
export const monthYear = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

/** "December 15, 2026". */
export const longDate = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** "1 reference", "3 references". */
export const countOf = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
