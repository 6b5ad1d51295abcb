/** What other features use of trades: the queries and hooks of trades and their chat, the status badge, the trade panel, the propose button, a trade's steps in words and "Did this meet your need?". */
export { tradeQueries } from './queries';
export { useConversations, useMarkConversationRead, useMyTrades, useSendMessage, useTrade, useTradeMessages } from './trade-api';
export { TradeStatusBadge } from './trade-status';
export { TradePanel } from './trade-panel';
export { TradeSteps } from './trade-timeline';
export { ProposeTradeButton } from './propose-trade-button';
export { NeedOutcomeQuestion, stillNeeded, useAnsweredOutcomes } from './need-outcome';
