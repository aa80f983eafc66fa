/** The running version, reported by /api/health; taken from the package so it cannot drift. */
import serverPackage from '../package.json' with { type: 'json' };

export const VERSION: string = serverPackage.version;
