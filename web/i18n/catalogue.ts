// The web's main catalogue: the keys it shares with the server (contract/messages, one source for
// both) merged with its own (./zh.json, ./en.json). Only Chinese travels with the first load.
import sharedZh from '../../contract/messages/zh.json' with { type: 'json' };
import ownZh from './zh.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

/** `a` and `b` merged deeply; a key in both with a text on either side is a mistake the i18n test catches. */
export function mergeMessages<A extends object, B extends object>(a: A, b: B): A & B {
  const out: Tree = { ...(a as Tree) };
  for (const [key, value] of Object.entries(b as Tree)) {
    const mine = out[key];
    out[key] = typeof value === 'object' && typeof mine === 'object' ? mergeMessages(mine, value) : value;
  }
  return out as A & B;
}

export const zh = mergeMessages(sharedZh, ownZh);

export type Messages = typeof zh;

export async function loadEnglish(): Promise<Messages> {
  const [shared, own] = await Promise.all([
    import('../../contract/messages/en.json', { with: { type: 'json' } }),
    import('./en.json', { with: { type: 'json' } }),
  ]);
  return mergeMessages(shared.default, own.default);
}
