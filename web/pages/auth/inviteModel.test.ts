import { describe, expect, it } from 'vitest';
import { inviteSubtitleOf } from './inviteModel.ts';

describe('the subtitle of the page of a mailed link', () => {
  const company = { companyName: '深合移动', companyNameEn: 'Shenhe Mobile' };

  it("a new child's invitation keeps the invitation's subtitle", () => {
    expect(inviteSubtitleOf({ kind: 'invite', ...company }, 'en')).toEqual({ key: 'invite.subtitle', company: '' });
  });

  it('a new address says so and names the company in the language on screen', () => {
    expect(inviteSubtitleOf({ kind: 'change', ...company }, 'en')).toEqual({
      key: 'invite.changeSubtitle',
      company: 'Shenhe Mobile',
    });
    expect(inviteSubtitleOf({ kind: 'change', ...company }, 'zh')).toEqual({
      key: 'invite.changeSubtitle',
      company: '深合移动',
    });
  });

  it('none while the link is not known yet', () => {
    expect(inviteSubtitleOf(undefined, 'zh')).toBeNull();
  });
});
