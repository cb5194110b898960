// Sign-in and the account lifecycle in a real browser against the built app. Each
// journey stands alone: it uses its own demo account or registers a new one.
import { expect, test } from './test.ts';
import {
  acceptNda,
  captchaAnswer,
  chooseByTyping,
  chooseInUserMenu,
  demoPassword,
  fillLogin,
  fillPasswordAndCode,
  loginButton,
  loginLabels,
  mailedCode,
  signIn,
  signInThroughScreen,
  tokenOf,
} from './helpers.ts';

test.describe('sign-in', () => {
  test('with the NDA read and ticked, lands on the page the guard sent the visitor from', async ({ page }) => {
    await page.goto('/?from=e2e');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/?from=e2e')}`);
    const ndaBox = page.getByRole('checkbox', { name: '我已阅读并同意' });
    await expect(ndaBox).toBeDisabled(); // not before the NDA was read

    await fillLogin(page, 'customer@demo.test', demoPassword);
    await acceptNda(page);
    await page.getByRole('button', { name: loginButton }).click();

    await expect(page).toHaveURL('/?from=e2e');
    await expect(page.getByText('欢迎您，深合移动')).toBeVisible();
  });

  test('is refused with the NDA message while the NDA is not ticked, and asks nothing of the server', async ({
    page,
  }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/gateway/user/login')) loginCalls.push(request.url());
    });
    await page.goto('/login');
    await fillLogin(page, 'customer@demo.test', demoPassword);
    await page.getByRole('button', { name: loginButton }).click();

    await expect(page.getByText('请阅读并勾选保密协议')).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(loginCalls).toEqual([]);
  });

  test('a wrong password shows the remaining attempts, and a new captcha replaces the used one', async ({ page }) => {
    await page.goto('/login');
    const captcha = page.getByRole('img', { name: '验证码图片，点击更换' });
    await expect(captcha).toHaveAttribute('src', /^blob:/);
    const usedCaptcha = await captcha.getAttribute('src');

    await fillLogin(page, 'child@demo.test', 'Wrong#Pass42');
    await acceptNda(page);
    await page.getByRole('button', { name: loginButton }).click();

    await expect(page.getByText(/^密码错误，剩余次数 \d+$/).first()).toBeVisible();
    await expect(page.getByLabel('验证码', { exact: true })).toHaveValue('');
    await expect(captcha).not.toHaveAttribute('src', usedCaptcha!);
    await expect(page).toHaveURL('/login');
  });

  test('a customer who opens the staff console gets the no-permission page', async ({ page }) => {
    await signIn(page, 'child@demo.test', demoPassword, '/admin/accounts');
    await expect(page).toHaveURL('/noPermission');
    await expect(page.getByText('暂无权限，请联系项目经理')).toBeVisible();
  });
});

test('a new company registers, the project manager approves it, and it signs in', async ({ page, browser }) => {
  const email = `e2e-${Date.now()}@aurora.test`;
  const password = 'Tq8$Wz3#Lm';

  await page.goto('/login');
  await page.getByRole('link', { name: '立即注册' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByRole('heading', { name: '注册企业主账号' })).toBeVisible();

  const noes = page.getByRole('radio', { name: '否' });
  await expect(noes).toHaveCount(4);
  for (const no of await noes.all()) await no.check();
  await chooseByTyping(page, page.getByLabel('法人公司'), '极光光电');
  await page.getByLabel('姓名').fill('赵明');
  await page.getByLabel('手机号码').fill('13900000001');
  await page.getByLabel('邮箱', { exact: true }).fill(email);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(password);

  const sentAt = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('邮箱验证码').fill(await mailedCode(email, sentAt));
  await page.getByRole('button', { name: '提交注册' }).click();

  await expect(page.getByText('注册申请已提交')).toBeVisible();
  await expect(page.getByText(`账号 ${email} 已创建，正在等待项目经理审批`)).toBeVisible();

  // Until a project manager approves it, sign-in says so.
  await page.getByRole('button', { name: '返回登录' }).click();
  await expect(page.getByLabel('用户名', { exact: true })).toHaveValue(email);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码', { exact: true }).fill(captchaAnswer);
  await acceptNda(page);
  await page.getByRole('button', { name: loginButton }).click();
  await expect(page.getByText('账号尚未激活，请等待项目经理审批').first()).toBeVisible();

  // The project manager approves it in the staff console.
  const pmContext = await browser.newContext();
  const pm = await pmContext.newPage();
  await signIn(pm, 'pm@demo.test', demoPassword, '/admin/accounts');
  await expect(pm.getByRole('heading', { name: '账号审批与锁定' })).toBeVisible();
  await pm.getByLabel('关键字').fill(email);
  await pm.getByRole('button', { name: /^查\s*询$/ }).click();
  const row = pm.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('待审批')).toBeVisible();
  await row.getByRole('button', { name: /^激\s*活$/ }).click();
  const confirm = pm.getByRole('tooltip');
  await expect(confirm.getByText(`确认激活账号“赵明”（${email}）？`, { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: /^激\s*活$/ }).click();
  await expect(pm.getByText('操作成功')).toBeVisible();
  await expect(row.getByText('正常')).toBeVisible();
  await pmContext.close();

  // Now the new account signs in, on the same sign-in screen, which is ready again.
  await expect(page).toHaveURL(/\/login/);
  // (This journey has failed here twice in CI and never locally: on failure, say what the page shows.)
  await expect(page.getByRole('button', { name: loginButton }))
    .toBeEnabled()
    .catch(async (error: unknown) => {
      throw new Error(
        `the sign-in button, enabled and not loading, is not there; the page at ${page.url()} shows:\n${await page.locator('body').ariaSnapshot()}`,
        { cause: error },
      );
    });
  await page.getByLabel('验证码', { exact: true }).fill(captchaAnswer);
  await page.getByRole('button', { name: loginButton }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('欢迎您，极光光电')).toBeVisible();
});

test('in English: reset the password by mail, then sign in with the new one', async ({ page }) => {
  const email = 'other@demo.test';
  const newPassword = 'Nv5#Kp9!Qs';

  await page.goto('/login');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/reset');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

  await page.getByLabel('E-mail', { exact: true }).fill(email);
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('E-mail code').fill(await mailedCode(email, sentAt));
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();

  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(email);
  await fillPasswordAndCode(page, demoPassword, 'en');
  await acceptNda(page, loginLabels.en.nda);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/^Password error, remaining times \d+$/).first()).toBeVisible(); // the old one is gone

  await fillPasswordAndCode(page, newPassword, 'en');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Welcome, Lumen Devices')).toBeVisible();

  // Back to the demo password (Personal Center's call), so no other journey depends on running before this one.
  const restored = await page.request.post('/api/common/personal/center/updatePassword', {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data: { oldPassword: newPassword, password: demoPassword, confirmPassword: demoPassword },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
});

test('logout returns to /login, keeps the chosen language, and the old token no longer works', async ({ page }) => {
  await signInThroughScreen(page, 'customer@demo.test');
  await expect(page.getByText('欢迎您，深合移动')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const profile = () =>
    page.request.get('/api/gateway/user/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect((await profile()).status()).toBe(200);

  await page.getByRole('button', { name: 'English' }).click();
  await chooseInUserMenu(page, /^User menu/, 'Log out', /^\/login$/);

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible(); // still English
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await profile()).status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL('/login?redirect=%2F');
});

test('an account the project manager unlocks verifies its e-mail, then signs in', async ({ page, browser }) => {
  const email = 'locked@demo.test';

  // Force-locked: sign-in refuses it.
  await page.goto('/login');
  await fillLogin(page, email, demoPassword);
  await acceptNda(page);
  await page.getByRole('button', { name: loginButton }).click();
  await expect(page.getByText('账号已被项目经理锁定，请联系项目经理').first()).toBeVisible();

  const pmContext = await browser.newContext();
  const pm = await pmContext.newPage();
  await signIn(pm, 'pm@demo.test', demoPassword, '/admin/accounts');
  await pm.getByLabel('关键字').fill(email);
  await pm.getByRole('button', { name: /^查\s*询$/ }).click();
  const row = pm.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('已锁定')).toBeVisible();
  await row.getByRole('button', { name: /^解\s*锁$/ }).click();
  await pm
    .getByRole('tooltip')
    .getByRole('button', { name: /^解\s*锁$/ })
    .click();
  await expect(pm.getByText('操作成功')).toBeVisible();
  await expect(row.getByText('待邮箱验证')).toBeVisible();
  await pmContext.close();

  // Sign-in now sends the owner to verify the e-mail (code 9999).
  await page.getByLabel('密码', { exact: true }).fill(demoPassword);
  await page.getByLabel('验证码', { exact: true }).fill(captchaAnswer);
  await page.getByRole('button', { name: loginButton }).click();
  await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel('邮箱', { exact: true })).toHaveValue(email);

  const sentAt = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('邮箱验证码').fill(await mailedCode(email, sentAt));
  await page.getByRole('button', { name: '验证并恢复账号' }).click();
  await expect(page.getByText('邮箱验证成功')).toBeVisible();

  await page.getByRole('button', { name: '返回登录' }).click();
  await page.getByLabel('密码', { exact: true }).fill(demoPassword);
  await page.getByLabel('验证码', { exact: true }).fill(captchaAnswer);
  await acceptNda(page);
  await page.getByRole('button', { name: loginButton }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('欢迎您，轨道穿戴')).toBeVisible();
});

// E2E cannot age a password by 90 days (no database access while the server runs), so the
// server's answer 999 is stubbed here; the API tests cover the server side of the rule.
test('an expired password (login answer 999, stubbed) leads to the forced update and its explanation', async ({
  page,
}) => {
  await page.route('**/api/gateway/user/login', (route) =>
    route.fulfill({
      json: {
        code: 999,
        msg: '密码已超过 90 天未更新，请先修改密码',
        data: { action: 'updatePassword', email: 'child@demo.test', path: '/reset' },
      },
    }),
  );
  await page.goto('/login');
  await fillLogin(page, 'child@demo.test', demoPassword);
  await acceptNda(page);
  await page.getByRole('button', { name: loginButton }).click();

  await expect(page).toHaveURL(`/reset?email=${encodeURIComponent('child@demo.test')}&expired=1`);
  await expect(page.getByRole('heading', { name: '更新密码' })).toBeVisible();
  await expect(page.getByText('密码已过期')).toBeVisible();
  await expect(page.getByText('您的密码已超过 90 天未更新')).toBeVisible();
  await expect(page.getByLabel('邮箱', { exact: true })).toHaveValue('child@demo.test');

  await page.getByRole('link', { name: '为什么要定期更新密码？' }).click();
  await expect(page).toHaveURL('/updateGuidelines');
  await expect(page.getByRole('heading', { name: '密码更新指引' })).toBeVisible();
  await page.getByRole('button', { name: '返回登录' }).click();
  await expect(page).toHaveURL('/login');
});
