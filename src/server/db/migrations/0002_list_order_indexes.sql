DROP INDEX "products_site_launchtime";--> statement-breakpoint
DROP INDEX "products_site_stock";--> statement-breakpoint
CREATE INDEX "products_site_launchtime_id" ON "products" USING btree ("site_id","launchtime","id");--> statement-breakpoint
CREATE INDEX "products_site_stock_id" ON "products" USING btree ("site_id","stock","id");--> statement-breakpoint
CREATE INDEX "products_site_sales_id" ON "products" USING btree ("site_id","sales","id");