import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { lockDataDir } from './data-dir-lock';

/** Opens and migrates the database the configuration names; the embedded one is locked to this process. */
export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.database.kind === 'postgres') {
    const handle = await openDatabase(config.database);
    await handle.migrate();
    return handle;
  }
  const unlock = config.database.dataDir ? lockDataDir(config.database.dataDir) : () => {};
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: config.database.dataDir });
    await handle.migrate();
    return {
      ...handle,
      async close() {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
