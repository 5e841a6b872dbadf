import type { PendingUpload, PendingUploadStore } from "./pending-uploads";

/**
 * The pending uploads in IndexedDB (decision 078): files can be kept there, and it outlives a reload
 * or a closed tab, so a proof chosen offline is still sent when the app opens again online.
 */
const DATABASE = "colibri-envois";
const STORE = "envois";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
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

/** IndexedDB when the browser has it; else (a private window that refuses it) nothing is kept. */
export function indexedDbUploadStore(): PendingUploadStore {
  const available = typeof indexedDB !== "undefined";
  return {
    list: async () => (available ? await run("readonly", (store) => store.getAll()) : []) as PendingUpload[],
    add: async (upload) => {
      if (available) await run("readwrite", (store) => store.put(upload));
    },
    remove: async (key) => {
      if (available) await run("readwrite", (store) => store.delete(key));
    },
    clear: async () => {
      if (available) await run("readwrite", (store) => store.clear());
    },
  };
}
