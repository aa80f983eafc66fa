-- 011: what the product service (Open Food Facts) said about a barcode, kept for every household:
-- a product's name is nobody's secret, and asking once per code spares the service and the cook.
-- `found` false keeps "the service does not know this code" for a while too. Runs unchanged on
-- PGlite and PostgreSQL 15.
create table product_lookups (
  gtin text primary key,
  found boolean not null,
  name text,
  brand text,
  quantity text,
  category text,
  looked_up_at timestamptz not null
);
