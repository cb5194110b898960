// What the assistant offers before anything is asked: its disclaimer (versioned: a new version is
// asked for again), the problem types a conversation is about, and suggested topics (the chat menu).
import type { Language } from '../../../contract/limits.ts';
import type { ChatMenu } from '../../../contract/ai.ts';
import type { ProblemType } from '../../../contract/ai-constants.ts';

/**
 * The built-in terms: version 1 of their versions (server/modules/settings/documents.ts). Staff
 * publish a new version at /admin/settings; every account is then asked to accept again.
 */
export const disclaimerVersion = 1;

export const builtInDisclaimer: Record<Language, { title: string; paragraphs: string[] }> = {
  zh: {
    title: 'AI 助手（Beta）使用须知',
    paragraphs: [
      'AI 助手仅根据您有权查看的门户内容（技术文档、技术报告、常见问题、快速入门、示例代码等）生成回答，并在回答中注明出处。',
      '回答由程序自动生成，可能不完整或有误；涉及设计决策、量产或安全的问题，请以引用的原始文档为准，必要时联系 Nexora 技术支持工程师确认。',
      '请勿在提问中输入密码、个人身份信息或与问题无关的机密信息。您的提问与回答会保存在您的会话记录中，您可以随时删除。',
      '本功能处于测试阶段，Nexora 可能随时调整或停止。继续使用即表示您同意以上条款。',
    ],
  },
  en: {
    title: 'AI Assistant (beta): terms of use',
    paragraphs: [
      'The AI assistant answers only from portal content you may see (technical documents, reports, FAQ, quick-start guides, sample code and more) and cites its sources in every answer.',
      'Answers are generated automatically and may be incomplete or wrong. For design decisions, mass production or safety, rely on the cited documents and, where needed, confirm with a Nexora support engineer.',
      'Do not enter passwords, personal data or confidential information unrelated to your question. Your questions and the answers are kept in your conversation history; you can delete them at any time.',
      'This feature is in beta; Nexora may change or withdraw it at any time. By continuing you accept these terms.',
    ],
  },
};

export const problemTypeLabels: Record<ProblemType, { zh: string; en: string }> = {
  hardware: { zh: '硬件设计', en: 'Hardware design' },
  software: { zh: '软件与驱动', en: 'Software and drivers' },
  rf: { zh: '射频与天线', en: 'RF and antennas' },
  power: { zh: '电源与功耗', en: 'Power and consumption' },
  tools: { zh: '工具与下载', en: 'Tools and downloads' },
  other: { zh: '其他', en: 'Other' },
};

export const chatMenu: ChatMenu = [
  {
    key: 'standby',
    problemType: 'power',
    title: { zh: '待机功耗排查', en: 'Standby power' },
    question: { zh: '待机功耗偏高应该如何排查？', en: 'How do I track down high standby power consumption?' },
  },
  {
    key: 'flash',
    problemType: 'tools',
    title: { zh: '烧录工具', en: 'Flash tool' },
    question: { zh: '如何使用 Flash Tool 烧录固件？', en: 'How do I flash firmware with the Flash Tool?' },
  },
  {
    key: 'ddr',
    problemType: 'hardware',
    title: { zh: 'DDR 布线', en: 'DDR layout' },
    question: { zh: 'LPDDR 布线有哪些设计要点？', en: 'What are the layout rules for LPDDR?' },
  },
  {
    key: 'patch',
    problemType: 'software',
    title: { zh: '补丁与版本', en: 'Patches and releases' },
    question: { zh: '如何找到适用于我的平台的最新补丁？', en: 'How do I find the latest patches for my platform?' },
  },
];
