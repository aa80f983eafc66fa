-- 009: what a device is told about its writes is a refusal (the write was not kept: S5, S12,
-- S14) or a notice (kept, but folded into what another device had added: S15).
-- Runs unchanged on PGlite and PostgreSQL 15.
alter table mutation_errors
  add column kind text not null default 'refused' check (kind in ('refused', 'notice'));
