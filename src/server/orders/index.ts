// Inquiry orders: submit from the cart, list, and the mails that follow a submit.
export { submitOrder, type SubmitResult } from './submit-order';
export { getOrder, listOrders } from './list-orders';
export { containerSpecs } from './containers';
export type { AddressSnapshot, OrderDto, OrderLineDto } from './order-dto';
