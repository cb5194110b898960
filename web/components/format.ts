// Sizes, counts and times as UI.md writes them: KB/MB/GB with one decimal, counts with thousands
// separators, dates YYYY-MM-DD HH:mm.
import { dayjs } from '../i18n/dates.ts';

const units = ['KB', 'MB', 'GB', 'TB'] as const;

/** 1536 → '1.5 KB'; never bytes, so a column of sizes reads in one kind of unit. */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * 1234567 → '1,234,567', as both languages of the portal write a count. Not toLocaleString(): a
 * page's first number formatted through Intl sets up the browser's number formatting, 30–50 ms of
 * the main thread on this machine's CPU (four times that on Lighthouse's phone), and the home
 * page's banner formats its counts in the render that first paints it. The browser's locale is no
 * guide either: the page is in the portal's language, not the browser's.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—';
}

/** The name in the language on screen: the English one in English when there is one. */
export function localName(item: { name: string; nameEn?: string | null }, language: string): string {
  return language === 'en' ? item.nameEn || item.name : item.name;
}

export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD') : '—';
}

/** Seconds split for a "time left" text: the caller words it in its language. */
export function splitDuration(seconds: number): { hours: number; minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(seconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}
