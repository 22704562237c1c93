// The files a fresh demo database leaves behind: every upload, public or private, of members that
// no longer exist. A private folder configured outside the data folder is the operator's to clear.
import path from 'node:path';
import type { AppConfig } from '../config/env.ts';

export function resetFolders(config: Pick<AppConfig, 'dataDir' | 'uploadsDir' | 'privateUploadsDir'>): string[] {
  const inside = (folder: string) => {
    const relative = path.relative(config.dataDir, folder);
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  };
  return [config.uploadsDir, config.privateUploadsDir].filter(inside);
}
