/**
 * The draft's photos, kept in IndexedDB (which holds files) until the listing is published, so a
 * reload does not lose them. Stored under the tab's draft key; photos of drafts whose tab is gone are
 * removed the next time the wizard opens. Every call settles: a browser without IndexedDB (or in a
 * private mode that refuses it) just keeps the photos in memory, and the wizard says so on reload.
 */
const DATABASE = 'setspot-listing-drafts';
const STORE = 'photos';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('No IndexedDB'));
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

/** Replaces the photos kept under `key`. False when they could not be kept. */
export async function keepDraftPhotos(key: string, files: readonly File[]): Promise<boolean> {
  try {
    await run('readwrite', (store) => store.put([...files], key));
    return true;
  } catch {
    return false;
  }
}

/** The photos kept under `key`, in order; any other draft's photos are removed. */
export async function takeDraftPhotos(key: string): Promise<File[]> {
  try {
    const stale = (await run('readonly', (store) => store.getAllKeys())).filter((other) => other !== key);
    for (const other of stale) await run('readwrite', (store) => store.delete(other));
    const files: unknown = await run('readonly', (store) => store.get(key));
    return Array.isArray(files) ? files.filter((file): file is File => file instanceof File) : [];
  } catch {
    return [];
  }
}

export async function forgetDraftPhotos(key: string): Promise<void> {
  try {
    await run('readwrite', (store) => store.delete(key));
  } catch {
    // Removed with the next draft's start instead.
  }
}
