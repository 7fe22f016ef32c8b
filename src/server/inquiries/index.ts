// The inquiry desk (ADR 0028): states, assignment, quote versions, messages, expiry. Built on
// orders and exports (ADR 0045): neither imports anything from here.
export { deskOnSubmit, listAssignmentRules, createAssignmentRule, updateAssignmentRule, deleteAssignmentRule } from './assignment-rules';
export { acceptQuote, askQuestion, cancelInquiry, declineQuote, getBuyerInquiry } from './buyer-desk';
export { dashboardStats } from './dashboard-stats';
export type { DeskStaff } from './desk-context';
export { listDeskMembers } from './desk-members';
export { expireQuotes } from './expiry';
export { expireQuotesOnce, startQuoteExpiryLoop, stopQuoteExpiryLoop } from './expiry-loop';
export { listInbox } from './inbox';
export { getInquiryDetail } from './inquiry-detail';
export { saveQuote, sendQuote } from './quotes';
export { assignInquiry, closeInquiry, openInquiry, postStaffMessage } from './staff-actions';
export { transition } from './state-machine';
export { buyerProformaPdf, buyerQuotePdf, staffProformaPdf, staffQuotePdf } from './quote-pdfs';
export { createReplyTemplate, deleteReplyTemplate, filledReplies, listReplyTemplates, updateReplyTemplate } from './reply-templates';
export { currentRate, exchangeRateHistory, setExchangeRate } from './exchange-rate';
export { quotePrices } from './quote-prices';
