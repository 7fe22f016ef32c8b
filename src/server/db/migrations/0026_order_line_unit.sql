-- Inquiry lines keep the product's unit of sale (its code in the unit list), so a quantity break
-- reads "100–499 sets price" for a product sold by the set. Lines sent before keep '' and read as
-- pieces, as they did.
ALTER TABLE "order_lines" ADD COLUMN "unit_code" text DEFAULT '' NOT NULL;
