// The mails of the accounts console, in the recipient's language.
import type { Mail } from '../../platform/mail.ts';

type Registrant = { email: string; name: string; language: 'zh' | 'en' };
type Company = { name: string; nameEn: string } | undefined;

/** To a registrant whose registration the project manager rejected: the reason, and that they may register again. */
export function rejectionMail(account: Registrant, company: Company, reason: string): Mail {
  if (account.language === 'en')
    return {
      to: account.email,
      subject: 'Nexora Support Portal: registration not approved',
      text:
        `Dear ${account.name},\n\n` +
        `Your registration for ${company?.nameEn ?? 'your company'} on the Nexora customer support portal was not approved.\n\n` +
        `Reason: ${reason}\n\n` +
        'The account has been removed; you may register again, or contact your Nexora project manager.\n\n' +
        'Nexora Semiconductor customer support',
    };
  return {
    to: account.email,
    subject: 'Nexora 技术支持门户：注册申请未通过',
    text:
      `${account.name}，您好：\n\n` +
      `您为“${company?.name ?? '贵公司'}”提交的门户注册申请未通过审批。\n\n` +
      `原因：${reason}\n\n` +
      '该账号已删除，您可以重新注册，或联系芯诺拉项目经理。\n\n' +
      '芯诺拉半导体 客户技术支持',
  };
}
