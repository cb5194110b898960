// The assistant's reads as TanStack queries, one key tree under 'ai' so that a change (a question
// answered, a message deleted) refreshes what it touches. Choices (problem types, platforms, topics)
// change only when the vendor's staff change them: kept five minutes.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../contract/limits.ts';
import {
  fetchAiPlatforms,
  fetchChatMenu,
  fetchDisclaimerContent,
  fetchDisclaimerFlag,
  fetchMessageList,
  fetchProblemTypes,
  listConversations,
} from '../../api/ai.ts';

export const aiKeys = {
  all: ['ai'] as const,
  disclaimer: ['ai', 'disclaimer'] as const,
  flag: ['ai', 'disclaimer', 'flag'] as const,
  // In the caller's language (Accept-Language): one entry per language.
  content: (language: Language) => ['ai', 'disclaimer', 'content', language] as const,
  menu: ['ai', 'menu'] as const,
  problemTypes: ['ai', 'problemTypes'] as const,
  platforms: ['ai', 'platforms'] as const,
  conversations: ['ai', 'conversations'] as const,
  messages: (conversationId: number | null) => ['ai', 'messages', conversationId] as const,
};

const choices = 5 * 60_000;
export const conversationPageSize = 20;

export const useDisclaimerFlag = () =>
  useQuery({ queryKey: aiKeys.flag, queryFn: ({ signal }) => fetchDisclaimerFlag(signal) });

export const useDisclaimerContent = (language: Language, enabled: boolean) =>
  useQuery({ queryKey: aiKeys.content(language), queryFn: ({ signal }) => fetchDisclaimerContent(signal), enabled });

export const useChatMenu = () =>
  useQuery({ queryKey: aiKeys.menu, queryFn: ({ signal }) => fetchChatMenu(signal), staleTime: choices });
export const useProblemTypes = () =>
  useQuery({ queryKey: aiKeys.problemTypes, queryFn: ({ signal }) => fetchProblemTypes(signal), staleTime: choices });
export const useAiPlatforms = () =>
  useQuery({ queryKey: aiKeys.platforms, queryFn: ({ signal }) => fetchAiPlatforms(signal), staleTime: choices });

/** The caller's conversations, newest first, a page at a time ("Load more"). */
export const useConversations = () =>
  useInfiniteQuery({
    queryKey: aiKeys.conversations,
    queryFn: ({ pageParam, signal }) =>
      listConversations({ pageNum: pageParam, pageSize: conversationPageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });

export const useMessageList = (conversationId: number | null) =>
  useQuery({
    queryKey: aiKeys.messages(conversationId),
    queryFn: ({ signal }) => fetchMessageList(conversationId!, signal),
    enabled: conversationId !== null,
  });
