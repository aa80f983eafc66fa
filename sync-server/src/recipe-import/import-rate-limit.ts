/**
 * Imports per device: each one makes this server fetch a page from the internet, so one device
 * cannot turn it into a crawler or point it at a site over and over.
 */
import { deviceRateLimit, type DeviceRateLimit } from '../http/device-rate-limit';

export type ImportRateLimit = DeviceRateLimit;

export const defaultImportRateLimit: ImportRateLimit = { limit: 20, windowMs: 60_000 };

export const importRateLimit = (limit: ImportRateLimit) =>
  deviceRateLimit(limit, 'Too many imports from this device. Wait a minute and try again.');
