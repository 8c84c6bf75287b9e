/**
 * Storage of the sandbox issuer (interactions, codes, grants): in memory, one per server, with
 * expiry. The sandbox runs on one instance; a real provider keeps its own state.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

export function memoryAdapterFactory(now: () => number = Date.now): AdapterFactory {
  const store = new Map<string, Entry>();
  const prune = () => {
    const t = now();
    for (const [key, entry] of store) if (entry.expiresAt <= t) store.delete(key);
  };
  return (name: string): Adapter => {
    const key = (id: string) => `${name}:${id}`;
    const get = (id: string) => {
      const entry = store.get(key(id));
      if (!entry || entry.expiresAt <= now()) return undefined;
      return entry.payload;
    };
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [k, entry] of store) {
        if (k.startsWith(`${name}:`) && entry.payload[field] === value && entry.expiresAt > now()) {
          return entry.payload;
        }
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        prune();
        store.set(key(id), {
          payload,
          expiresAt: now() + (expiresIn ?? 600) * 1000,
        });
      },
      async find(id) {
        return get(id);
      },
      async findByUid(uid) {
        return findBy('uid', uid);
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode);
      },
      async consume(id) {
        const entry = store.get(key(id));
        if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(now() / 1000) };
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of store) if (entry.payload.grantId === grantId) store.delete(k);
      },
    };
  };
}
