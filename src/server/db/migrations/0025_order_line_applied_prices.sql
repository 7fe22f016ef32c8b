-- Inquiry lines keep the price the buyer was shown (ADR 0052): a quantity break, the buyer's own
-- or group price, or a kept quote's price (four decimals, like a quote line), and how it was set.
-- Lines sent before keep their list prices and read with no applied prices.
ALTER TABLE "order_lines" ALTER COLUMN "price" SET DATA TYPE numeric(12, 4);--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "foreignprice" SET DATA TYPE numeric(12, 4);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "applied_prices" jsonb;
