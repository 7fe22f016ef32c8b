import { priceAt, publicRanges } from '@/lib/pricing/line-ranges';
import type { ProductCard } from './product-lookup-api';

/** A guest's unit price of a product at a quantity: its public breaks (ADR 0052), in the card's currency. */
export const guestUnitPrice = (card: ProductCard, quantity: number): number => priceAt(publicRanges(card.displayPrice, card.moq, card.priceBreaks), quantity);
