// The frame's data, asked for before the frame renders (router.tsx): the menu, then the to-do counts
// of the modules it holds, which go into the session store as soon as all are in, so that the
// frame's first render shows the badges instead of setting them while it first commits.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moduleCodes } from '../../contract/menus.ts';
import { fetchMenu } from '../api/auth.ts';
import { fetchToDoCount } from '../api/menu.ts';
import { queryClient } from '../queryClient.tsx';
import { emptyToDoTotal, useSession } from '../stores/session.ts';
import { prefetchFrameData } from './frameData.ts';
import { menuEntry as entry } from './menuEntry.fixture.ts';

vi.mock('../api/auth.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  fetchMenu: vi.fn(),
}));
vi.mock('../api/menu.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  fetchToDoCount: vi.fn(),
}));

const signIn = (token: string) =>
  useSession.getState().saveCredentials({
    token,
    username: 'u',
    companyName: 'c',
    companyNameEn: 'C',
    email: 'u@c.example',
    isChild: false,
  });

describe('the frame data', () => {
  afterEach(() => {
    useSession.getState().clearCredentials();
    queryClient.clear();
    vi.mocked(fetchToDoCount).mockReset();
  });

  it("puts the held modules' to-do counts in the session store once they are all in", async () => {
    signIn('token-1');
    vi.mocked(fetchMenu).mockResolvedValue({
      menus: [entry(moduleCodes.dcc.page), entry(moduleCodes.review.page)],
      roles: [],
    });
    vi.mocked(fetchToDoCount).mockImplementation(async (path) => (path.includes('review') ? 1 : 3));
    await prefetchFrameData();
    await vi.waitFor(() => expect(useSession.getState().toDoTotal).toEqual({ ...emptyToDoTotal, dcc: 3, review: 1 }));
    expect(vi.mocked(fetchToDoCount)).toHaveBeenCalledTimes(2);
  });

  it('leaves the store alone when the account signed out before the counts came', async () => {
    signIn('token-2');
    vi.mocked(fetchMenu).mockResolvedValue({ menus: [entry(moduleCodes.dcc.page)], roles: [] });
    let answer!: (count: number) => void;
    vi.mocked(fetchToDoCount).mockImplementation(() => new Promise<number>((resolve) => (answer = resolve)));
    await prefetchFrameData();
    useSession.getState().clearCredentials();
    answer(5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useSession.getState().toDoTotal).toEqual(emptyToDoTotal);
  });
});
