// Inquiry orders: submit from the cart, list, and the mails that follow a submit. The lowest of
// orders ← exports ← inquiries (ADR 0045): nothing here imports the desk or the downloads.
export { submitOrder, type DeskOnSubmit, type SubmitResult } from './submit-order';
export { getOrder, listOrders } from './list-orders';
export { containerSpecs } from './containers';
export type { AddressSnapshot, OrderDto, OrderLineDto } from './order-dto';
