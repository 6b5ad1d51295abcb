/** The page of a trade's dispute. */
export const disputePath = (tradeId: string) => `/disputes/${encodeURIComponent(tradeId)}`;

/** The trade's conversation in Messages. */
export const conversationPath = (tradeId: string) => `/messages?trade=${encodeURIComponent(tradeId)}`;
